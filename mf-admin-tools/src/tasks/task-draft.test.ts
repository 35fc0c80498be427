import { bodyOf, draftOf } from './task-draft';

test('an empty assignee and due day are sent as null; a picked assignee as its id', () => {
  const draft = { ...draftOf(null), title: 'Zavolat', assignee: '', due_date: '' };
  expect(bodyOf(draft)).toMatchObject({ title: 'Zavolat', assignee: null, due_date: null, status: 'open', subject_kind: 'none' });
  expect(bodyOf({ ...draft, assignee: '12', due_date: '2026-12-01' })).toMatchObject({ assignee: 12, due_date: '2026-12-01' });
});
