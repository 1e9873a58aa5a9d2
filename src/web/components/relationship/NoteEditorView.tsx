import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { NoteEditor } from '../../../core/model/relationship-note';
import { relationshipsOf } from '../../../core/model/relationships';
import { useModel, useT } from '../../app/hooks';

/** The user card's personal note (spec part 2 §4): view, edit, apply, cancel; frozen while saving. */
export const NoteEditorView = observer(function NoteEditorView({
  accountId,
}: {
  accountId: string;
}) {
  const t = useT();
  const { root } = useModel();
  const store = root.use(relationshipsOf);
  const [editor] = useState(() => new NoteEditor(accountId, store));
  const saving = editor.state === 'saving';
  if (editor.state === 'view') {
    return (
      <div className="user-note" data-testid="user-note" data-state="view">
        <span className="user-note-label">{t('relationship.note')}:</span>{' '}
        <span className={editor.note ? 'user-note-text' : 'user-note-text faint'}>
          {editor.note || t('relationship.note_none')}
        </span>{' '}
        <button type="button" className="button button-small" onClick={() => editor.edit()}>
          {t('relationship.note_edit')}
        </button>
      </div>
    );
  }
  return (
    <div className="user-note" data-testid="user-note" data-state={editor.state}>
      <label className="user-note-label" htmlFor={`note-${accountId}`}>
        {t('relationship.note')}
      </label>
      <textarea
        id={`note-${accountId}`}
        value={editor.draft}
        readOnly={saving}
        aria-busy={saving}
        placeholder={t('relationship.note_placeholder')}
        onChange={(event) => editor.setDraft(event.target.value)}
      />
      <div className="user-note-actions">
        <button type="button" className="button" disabled={saving} onClick={() => editor.cancel()}>
          {t('relationship.note_cancel')}
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={saving}
          onClick={() => void editor.apply()}
        >
          {saving ? t('relationship.note_saving') : t('relationship.note_apply')}
        </button>
      </div>
    </div>
  );
});
