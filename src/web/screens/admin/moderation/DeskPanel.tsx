import type { ReactNode } from 'react';
import type { LoadState } from '../../../../core/model/pager';
import { useT } from '../../../app/hooks';
import { Spinner } from '../../../components/common/Spinner';

/**
 * The frame of a moderation desk screen: its panel and heading, "lacks the privilege" for
 * those without it, else the screen's controls, then the load's failure, spinner or
 * empty words above the list.
 */
export function DeskPanel({
  name,
  title,
  allowed,
  load,
  controls,
  children,
}: {
  /** The panel's class (`admin-users`, `admin-reports`). */
  name: string;
  title: string;
  allowed: boolean;
  load: { state: LoadState; error: string | null; empty: boolean; emptyText: string };
  /** Filters and tabs above the list. */
  controls: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section className={`panel ${name}`} aria-label={title}>
      <header className="panel-heading">
        <h2>{title}</h2>
      </header>
      <div className="panel-body">
        {!allowed ? (
          <p className="error-text">{t('admin_moderation.forbidden')}</p>
        ) : (
          <>
            {controls}
            {load.state === 'failed' ? (
              <p className="error-text" role="alert">
                {t('general.generic_error_message', { detail: load.error ?? '' })}
              </p>
            ) : null}
            {load.state === 'loading' ? <Spinner /> : null}
            {load.state === 'loaded' && load.empty ? (
              <p className="faint">{load.emptyText}</p>
            ) : null}
            {children}
          </>
        )}
      </div>
    </section>
  );
}
