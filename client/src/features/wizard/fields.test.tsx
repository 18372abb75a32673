import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ListField } from './components/fields/list-field';
import { TagInput } from './components/fields/tag-input';

/** Renders a field with real state and exposes what it last reported. */
function renderList(initial: string[], editable = true) {
  const seen: { items: string[] } = { items: initial };
  function Harness() {
    const [items, setItems] = useState(initial);
    seen.items = items;
    return <ListField id="f" itemName="persona" items={items} onChange={setItems} placeholder="Add a persona" editable={editable} />;
  }
  renderWithProviders(<Harness />);
  return seen;
}

function renderTags(initial: string[], unique: boolean) {
  const seen: { tags: string[] } = { tags: initial };
  function Harness() {
    const [tags, setTags] = useState(initial);
    seen.tags = tags;
    return <TagInput id="t" itemName="metric" tags={tags} onChange={setTags} placeholder="Type a tag" unique={unique} />;
  }
  renderWithProviders(<Harness />);
  return seen;
}

const addInput = () => screen.getByPlaceholderText(/Add a persona|Type a tag/) as HTMLInputElement;
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const addButton = (name: string) => screen.getByRole('button', { name: `Add ${name}` }) as HTMLButtonElement;

describe('list fields', () => {
  it('adds the trimmed entry by button or Enter and clears the input; the add button is disabled when blank', () => {
    const seen = renderList([]);
    expect(addButton('persona').disabled).toBe(true);
    type(addInput(), '   ');
    expect(addButton('persona').disabled).toBe(true);
    fireEvent.keyDown(addInput(), { key: 'Enter' });
    expect(seen.items).toEqual([]);

    type(addInput(), '  Busy parent  ');
    expect(addButton('persona').disabled).toBe(false);
    fireEvent.click(addButton('persona'));
    expect(seen.items).toEqual(['Busy parent']);
    expect(addInput().value).toBe('');

    type(addInput(), 'Student ');
    fireEvent.keyDown(addInput(), { key: 'Enter' });
    expect(seen.items).toEqual(['Busy parent', 'Student']);
    expect(screen.getByText('Student')).toBeTruthy();
  });

  it('removes by position, even when entries repeat', () => {
    const seen = renderList(['A', 'B', 'A']);
    const removes = screen.getAllByRole('button', { name: 'Remove A' });
    fireEvent.click(removes[1]!);
    expect(seen.items).toEqual(['A', 'B']);
  });

  it('edits inline: Enter or tick saves a trimmed non-empty value', () => {
    const seen = renderList(['Parent', 'Student']);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Parent' }));
    const edit = screen.getByRole('textbox', { name: 'Edit persona 1' });
    type(edit, '  Working parent ');
    fireEvent.keyDown(edit, { key: 'Enter' });
    expect(seen.items).toEqual(['Working parent', 'Student']);
    expect(screen.queryByRole('textbox', { name: 'Edit persona 1' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Student' }));
    type(screen.getByRole('textbox', { name: 'Edit persona 2' }), 'Grad student');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(seen.items).toEqual(['Working parent', 'Grad student']);
  });

  it('refuses a blank edit and keeps edit mode', () => {
    const seen = renderList(['Parent']);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Parent' }));
    const edit = screen.getByRole('textbox', { name: 'Edit persona 1' });
    type(edit, '   ');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(edit, { key: 'Enter' });
    expect(seen.items).toEqual(['Parent']);
    expect(screen.getByRole('textbox', { name: 'Edit persona 1' })).toBeTruthy();
  });

  it('cancels with Escape or the cross, keeping the old value', () => {
    const seen = renderList(['Parent']);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Parent' }));
    type(screen.getByRole('textbox', { name: 'Edit persona 1' }), 'Changed');
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Edit persona 1' }), { key: 'Escape' });
    expect(seen.items).toEqual(['Parent']);
    expect(screen.queryByRole('textbox', { name: 'Edit persona 1' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Parent' }));
    type(screen.getByRole('textbox', { name: 'Edit persona 1' }), 'Changed');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(seen.items).toEqual(['Parent']);
    expect(screen.getByText('Parent')).toBeTruthy();
  });

  it('leaves edit mode when the edited item is deleted', () => {
    const seen = renderList(['Parent', 'Student']);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Student' }));
    const editing = screen.getByRole('textbox', { name: 'Edit persona 2' }).closest('li') as HTMLElement;
    fireEvent.click(within(editing).getByRole('button', { name: 'Remove Student' }));
    expect(seen.items).toEqual(['Parent']);
    expect(screen.queryByRole('textbox', { name: /Edit persona/ })).toBeNull();
  });

  it('keeps editing the same item when an earlier one is deleted', () => {
    const seen = renderList(['A', 'B', 'C']);
    fireEvent.click(screen.getByRole('button', { name: 'Edit C' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove A' }));
    const edit = screen.getByRole('textbox', { name: 'Edit persona 2' });
    type(edit, 'C2');
    fireEvent.keyDown(edit, { key: 'Enter' });
    expect(seen.items).toEqual(['B', 'C2']);
  });

  it('offers no inline edit on lists that are not editable (features, non-goals)', () => {
    renderList(['Plan meals'], false);
    expect(screen.queryByRole('button', { name: 'Edit Plan meals' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Plan meals' })).toBeTruthy();
  });
});

describe('tag inputs (metrics allow duplicates, compliance is unique)', () => {
  it('adds trimmed metric tags by Enter or button, duplicates allowed, and removes one by its cross', () => {
    const seen = renderTags([], false);
    type(addInput(), ' DAU ');
    fireEvent.keyDown(addInput(), { key: 'Enter' });
    type(addInput(), 'DAU');
    fireEvent.click(addButton('metric'));
    expect(seen.tags).toEqual(['DAU', 'DAU']);
    expect(addInput().value).toBe('');
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove DAU' })[0]!);
    expect(seen.tags).toEqual(['DAU']);
  });

  it('keeps compliance tags unique and ignores blanks', () => {
    const seen = renderTags(['GDPR'], true);
    type(addInput(), '  ');
    expect(addButton('metric').disabled).toBe(true);
    type(addInput(), ' GDPR ');
    expect(addButton('metric').disabled).toBe(true);
    fireEvent.keyDown(addInput(), { key: 'Enter' });
    expect(seen.tags).toEqual(['GDPR']);
    type(addInput(), 'HIPAA');
    fireEvent.keyDown(addInput(), { key: 'Enter' });
    expect(seen.tags).toEqual(['GDPR', 'HIPAA']);
  });
});
