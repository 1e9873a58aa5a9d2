import { Box } from 'ink';
import { useEffect, useState } from 'react';
import type { TotpSetup } from '../../../../core/api/account-security';
import type { SecurityStore } from '../../../../core/model/security-store';
import { useDirection, useServices } from '../../app-context';
import { SafeText } from '../../components/safe-text';
import { UiLine } from '../../components/ui-row';
import { qrLines } from '../../layout/qr-blocks';
import { type TerminalText, terminalText } from '../../layout/terminal-text';
import { textWidth, truncateToWidth } from '../../layout/text-width';
import { terminalScheme } from '../../platform/terminal-theme';
import { SecurityForm } from './security-form';
import { problemText } from './security-forms';

/** The form's lines besides the QR code above it (title, key, address, fields, hint, result). */
const FORM_ROWS = 13;
/** The narrowest the form may be beside the QR code. */
const BESIDE_MIN = 36;

/** The provisioning address's QR code in half blocks; undefined while its library loads. */
function useQrLines(uri: string): string[] | undefined {
  const [lines, setLines] = useState<string[]>();
  useEffect(() => {
    // On a dark terminal the light modules carry the ink (see qrHalfBlocks).
    const ink = terminalScheme(process.env) === 'light' ? 'dark' : 'light';
    let live = true;
    void qrLines(uri, ink).then(
      (drawn) => live && setLines(drawn),
      () => live && setLines([]),
    );
    return () => {
      live = false;
    };
  }, [uri]);
  return lines;
}

function QrBlock({ lines }: { lines: readonly string[] }) {
  return (
    <Box flexDirection="column">
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the code's rows, by position
        <SafeText key={i}>{terminalText(line)}</SafeText>
      ))}
    </Box>
  );
}

export interface TotpSetupFormProps {
  store: SecurityStore;
  setup: TotpSetup;
  active: boolean;
  width: number;
  height: number;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Two-factor set-up: the QR code of the otpauth:// address (beside the form when the window
 * is wide enough, else above it when tall enough, else a line saying the window is too
 * small), the key and the address in words, then a code from the app and the password.
 */
export function TotpSetupForm(props: TotpSetupFormProps) {
  const { t } = useServices();
  const rtl = useDirection() === 'rtl';
  const { store, setup } = props;
  const lines = useQrLines(setup.provisioningUri);
  const qrWidth = lines?.[0] ? textWidth(lines[0]) : 0;
  const besideWidth = props.width - qrWidth - 2;
  const place = !lines
    ? 'loading'
    : lines.length === 0
      ? 'none'
      : besideWidth >= BESIDE_MIN && lines.length <= props.height - 1
        ? 'beside'
        : qrWidth <= props.width && lines.length <= props.height - FORM_ROWS
          ? 'above'
          : 'none';
  const formWidth = place === 'beside' ? besideWidth : props.width;
  const line = (text: TerminalText, color?: string) => (
    <UiLine color={color} width={formWidth} text={truncateToWidth(text, formWidth - 2)} />
  );
  // The form keeps its place in the tree whatever the code's place: what was typed stays.
  return (
    <Box flexDirection={rtl ? 'row-reverse' : 'row'}>
      <Box flexDirection="column" width={formWidth}>
        <SecurityForm
          title={t('settings_modal.security.mfa')}
          intro={
            <>
              {line(t('settings_modal.security.mfa_scan'))}
              {place === 'above' && lines ? (
                // Above the form, at the side its lines start from (the right, right to left).
                <Box flexDirection="column" alignItems={rtl ? 'flex-end' : 'flex-start'}>
                  <QrBlock lines={lines} />
                </Box>
              ) : null}
              {place === 'none' ? line(t('tui_security.qr_too_small'), 'gray') : null}
              {line(t('tui_security.mfa_key', { key: setup.key }), 'green')}
              {line(t('tui_security.mfa_uri', { uri: setup.provisioningUri }), 'gray')}
              <SafeText>{terminalText(' ')}</SafeText>
            </>
          }
          fields={[
            { name: 'code', label: t('settings_modal.security.mfa_code') },
            {
              name: 'password',
              label: t('settings_modal.security.current_password'),
              secret: true,
            },
          ]}
          check={(v) =>
            !/^\d{6}$/.test((v.code ?? '').trim())
              ? t('tui_security.problem.bad_code')
              : problemText(t, v.password ? undefined : 'no_password')
          }
          onSubmit={async (v) => {
            await store.confirmSetup(v.password ?? '', v.code ?? '');
            props.onDone();
            return undefined;
          }}
          failure={(detail) => t('settings_modal.security.mfa_error', { detail })}
          active={props.active}
          width={formWidth}
          onClose={props.onCancel}
        />
      </Box>
      {place === 'beside' && lines ? (
        <Box {...(rtl ? { marginRight: 2 } : { marginLeft: 2 })}>
          <QrBlock lines={lines} />
        </Box>
      ) : null}
    </Box>
  );
}
