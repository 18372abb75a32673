import { Badge, Button, CloseButton, Group, Stack, TextInput } from '@mantine/core';
import { WIZARD_LIMITS } from '../../wizard-model';
import { IconPlus } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';

interface TagInputProps {
  id: string;
  itemName: string;
  tags: string[];
  onChange: (tags: string[]) => void;
  placeholder: string;
  /** Compliance tags are unique; metric tags allow duplicates. */
  unique?: boolean;
}

/** Removable tags: type and press Enter or the add button; the entry is trimmed. */
export function TagInput({ id, itemName, tags, onChange, placeholder, unique = false }: TagInputProps) {
  const [input, setInput] = useState('');
  const value = input.trim();
  const duplicate = unique && tags.includes(value);
  const disabled = value === '' || duplicate;

  const add = () => {
    if (value === '') return;
    // A repeated unique tag is dropped quietly: the tag is already there.
    if (!duplicate) onChange([...tags, value]);
    setInput('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput id={id} flex={1} value={input} onChange={(event) => setInput(event.currentTarget.value)} onKeyDown={onKeyDown} placeholder={placeholder} maxLength={WIZARD_LIMITS.entry} error={duplicate ? 'Already added' : undefined} />
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={add} disabled={disabled} aria-label={`Add ${itemName}`}>
          Add
        </Button>
      </Group>
      {tags.length > 0 && (
        <Group gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={`${itemName} tags`}>
          {tags.map((tag, index) => (
            <Badge
              key={`${index}-${tag}`}
              component="li"
              size="lg"
              variant="light"
              tt="none"
              fw={500}
              pr={4}
              rightSection={<CloseButton size="xs" variant="transparent" onClick={() => onChange(tags.filter((_, i) => i !== index))} aria-label={`Remove ${tag}`} />}
            >
              {tag}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
