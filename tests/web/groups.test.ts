import { describe, expect, it } from '@jest/globals';
import { sectionsByParent } from '../../web/src/search/groups';

const model = (label: string, value: string, parent: string | null) => ({
  label,
  value,
  count: 1,
  selected: false,
  disabled: false,
  parent,
});

describe('model options grouped per make', () => {
  const options = [
    model('4Runner', '4RUNNER', 'TOYOTA'),
    model('Camry', 'CAMRY', 'TOYOTA'),
    model('Escape', 'ESCAPE', 'FORD'),
    model('F-150', 'F150PICKUP', 'FORD'),
    model('Civic', 'CIVIC', 'HONDA'),
  ];

  it('lists each make under its name, in the order the makes were chosen, models keeping their order', () => {
    const sections = sectionsByParent(options, [
      { value: 'FORD', label: 'Ford' },
      { value: 'TOYOTA', label: 'Toyota' },
    ]);
    expect(sections.map((s) => [s.label, s.options.map((o) => o.value)])).toEqual([
      ['Ford', ['ESCAPE', 'F150PICKUP']],
      ['Toyota', ['4RUNNER', 'CAMRY']],
      // A model of a make no longer chosen (still selected) is not lost: it follows under its make's code.
      ['HONDA', ['CIVIC']],
    ]);
  });

  it('leaves out a chosen make with no models to offer', () => {
    const sections = sectionsByParent(options.slice(0, 2), [
      { value: 'FORD', label: 'Ford' },
      { value: 'TOYOTA', label: 'Toyota' },
    ]);
    expect(sections.map((s) => s.parent)).toEqual(['TOYOTA']);
  });

  it('puts options without a parent together', () => {
    const sections = sectionsByParent([model('Odd', 'ODD', null)], [{ value: 'FORD', label: 'Ford' }]);
    expect(sections).toEqual([{ parent: '', label: '', options: [expect.objectContaining({ value: 'ODD' })] }]);
  });
});
