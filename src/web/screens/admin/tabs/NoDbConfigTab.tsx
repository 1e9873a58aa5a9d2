import { useT } from '../../../app/hooks';

/** Spec part 2 §2 dashboard tab "no database config": shown on the 400 naming configurable_from_database. */
export function NoDbConfigTab() {
  const t = useT();
  return (
    <p className="admin-nodb" role="status">
      {t('admin_dash.nodb_text')}
    </p>
  );
}
