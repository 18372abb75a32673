import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { WIZARD_LIMITS } from '../../wizard-model';
import { IconCheck, IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';

interface ListFieldProps {
  id: string;
  /** Names the items in button labels, e.g. "feature". */
  itemName: string;
  items: string[];
  onChange: (items: string[]) => void;
  placeholder: string;
  /** Personas, tech stack and integrations can be edited inline. */
  editable?: boolean;
}

/**
 * A list answer: add appends the trimmed entry (button or Enter) and clears the input;
 * remove deletes by position; inline edit saves a trimmed non-empty value on Enter or tick and
 * cancels on Escape or cross.
 */
export function ListField({ id, itemName, items, onChange, placeholder, editable = false }: ListFieldProps) {
  const [input, setInput] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  const [editValue, setEditValue] = useState('');
  const blank = input.trim() === '';

  const add = () => {
    if (blank) return;
    onChange([...items, input.trim()]);
    setInput('');
  };
  const remove = (index: number) => {
    onChange(items.filter((_, i) => i !== index));
    // Deleting the item being edited leaves edit mode; a deletion before it shifts its position.
    if (editing === index) setEditing(null);
    else if (editing !== null && index < editing) setEditing(editing - 1);
  };
  const startEdit = (index: number) => {
    setEditing(index);
    setEditValue(items[index] ?? '');
  };
  const saveEdit = () => {
    if (editing === null || editValue.trim() === '') return;
    onChange(items.map((item, i) => (i === editing ? editValue.trim() : item)));
    setEditing(null);
  };
  const onAddKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  const onEditKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      saveEdit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setEditing(null);
    }
  };

  return (
    <Stack gap="xs">
      {items.length > 0 && (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={`${itemName} list`}>
          {items.map((item, index) => (
            // Items may repeat, so position is part of the key.
            <Paper key={`${index}-${item}`} component="li" withBorder px="sm" py={6} radius="md">
              {editing === index ? (
                <Group gap="xs" wrap="nowrap">
                  <TextInput flex={1} size="sm" value={editValue} onChange={(event) => setEditValue(event.currentTarget.value)} onKeyDown={onEditKey} maxLength={WIZARD_LIMITS.entry} aria-label={`Edit ${itemName} ${index + 1}`} autoFocus />
                  <ActionIcon color="green" variant="light" onClick={saveEdit} disabled={editValue.trim() === ''} aria-label="Save">
                    <IconCheck size={16} />
                  </ActionIcon>
                  <ActionIcon color="gray" variant="subtle" onClick={() => setEditing(null)} aria-label="Cancel">
                    <IconX size={16} />
                  </ActionIcon>
                  <ActionIcon color="red" variant="subtle" onClick={() => remove(index)} aria-label={`Remove ${item}`}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ) : (
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <Text size="sm" style={{ wordBreak: 'break-word' }}>
                    {item}
                  </Text>
                  <Group gap={2} wrap="nowrap">
                    {editable && (
                      <ActionIcon color="gray" variant="subtle" onClick={() => startEdit(index)} aria-label={`Edit ${item}`}>
                        <IconPencil size={16} />
                      </ActionIcon>
                    )}
                    <ActionIcon color="red" variant="subtle" onClick={() => remove(index)} aria-label={`Remove ${item}`}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Group>
              )}
            </Paper>
          ))}
        </Stack>
      )}
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput id={id} flex={1} value={input} onChange={(event) => setInput(event.currentTarget.value)} onKeyDown={onAddKey} placeholder={placeholder} maxLength={WIZARD_LIMITS.entry} />
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={add} disabled={blank} aria-label={`Add ${itemName}`}>
          Add
        </Button>
      </Group>
    </Stack>
  );
}
