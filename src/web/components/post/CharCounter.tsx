import { useState } from 'react';
import { composeTools } from '../../../shared/i18n/en/compose-tools';
import { useServices, useT } from '../../app/hooks';

/** Characters left against the instance limit; error style when over (spec part 2 §5). */
export function CharCounter({ remaining, limit }: { remaining: number; limit: number }) {
  const { i18n } = useServices();
  // Its words come with the post form's chunk, not the first load (bin/web-budget.mjs).
  useState(() => i18n.addResourceBundle('en', 'web', { compose_tools: composeTools }, true));
  const t = useT();
  if (limit <= 0) return null;
  const over = remaining < 0;
  return (
    <span
      className={over ? 'char-counter char-counter-over' : 'char-counter'}
      title={
        over
          ? t('compose_tools.over_limit', { count: -remaining })
          : t('compose_tools.remaining', { count: remaining })
      }
      aria-live="polite"
      data-testid="char-counter"
    >
      {remaining}
    </span>
  );
}
