import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { screens } from '../../../shared/i18n/en/common-screens';
import { useModel, useT } from '../../app/hooks';
import { useParams } from '../../app/router';
import { useFeatureWords } from '../../i18n/feature-words';
import { TimelineScreen } from '../TimelineScreen';
import { listsStore } from './lists-store';
import '../../styles/reading.css';

/**
 * `/lists/{id}`: loads the list (for its title) and its timeline; another id is another
 * screen (keyed), and leaving stops and clears the timeline (spec).
 */
export const ListTimelineScreen = observer(function ListTimelineScreen() {
  // This screen's words come with its chunk (web budget).
  useFeatureWords(screens);
  const { id = '' } = useParams();
  const { reading } = useModel();
  const t = useT();
  useEffect(() => {
    void reading.store(listsStore).ensure(id);
  }, [reading, id]);
  const list = reading.store(listsStore).list(id);
  return (
    <TimelineScreen
      key={id}
      timeline={{ kind: { type: 'list', id }, titleKey: 'lists.lists' }}
      title={list ? t('timeline.name.list', { title: list.title }) : t('lists.lists')}
      resetOnLeave
    />
  );
});

/** For the route's lazy import (a default export costs the first load less). */
export default ListTimelineScreen;
