import { Badge, Button, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { EditedByHandBadge } from '../../../components/tone-badge';
import { DOCUMENT_TITLES, isDocumentType } from '../../../lib/generation';
import type { ImpactChecklistQuery } from '../../../gql/graphql';

type Impact = ImpactChecklistQuery['changeImpact'];
type ImpactItem = Impact['items'][number];

/** The checklist's groups, in reading order: what the brief touched first, what follows last. */
const GROUPS: Array<{ change: string; title: string }> = [
  { change: 'changed', title: 'Changed' },
  { change: 'added', title: 'To add' },
  { change: 'retired', title: 'To retire' },
  { change: 'downstream', title: 'Affected downstream' },
];

/** Rows shown before "Show all": a timeline change reaches every task and milestone. */
const FIRST_ROWS = 6;
/** Ids shown per document section before "+N more". */
const FIRST_IDS = 8;
/** Sections shown per document before "Show all" (a roadmap's phases and chart all move with the timeline). */
const FIRST_SECTIONS = 4;

const quote = (text: string | null) => `“${text ?? ''}”`;

/** One line per brief entry that moved: "Key feature 6 added: “…”", "The timeline changed: “3 months” → “6 months”". */
export function describeChange(change: Impact['changes'][number]): string {
  const label = change.label.charAt(0).toUpperCase() + change.label.slice(1);
  if (change.change === 'added') return `${label} added: ${quote(change.after)}`;
  if (change.change === 'removed') return `${label} removed: ${quote(change.before)}`;
  return change.before ? `${label} changed: ${quote(change.before)} → ${quote(change.after)}` : `${label} set to ${quote(change.after)}`;
}

export function ItemId({ id }: { id: string }) {
  return (
    <Badge variant="light" color="gray" radius="sm" tt="none" ff="monospace" fw={600} miw={56} style={{ flexShrink: 0 }}>
      {id}
    </Badge>
  );
}

function ItemRow({ item }: { item: ImpactItem }) {
  return (
    <Group component="li" gap="xs" wrap="nowrap" align="flex-start" data-testid={`impact-${item.id}`}>
      <ItemId id={item.id} />
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={500} td={item.change === 'retired' ? 'line-through' : undefined} style={{ overflowWrap: 'anywhere' }}>
          {item.title}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {item.reason}
        </Text>
      </div>
    </Group>
  );
}

function ItemGroup({ title, items }: { title: string; items: ImpactItem[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, FIRST_ROWS);
  return (
    <section aria-label={`${title}: ${items.length}`}>
      <Group gap="xs" mb={6}>
        <Title order={4} fz="sm">
          {title}
        </Title>
        <Badge size="sm" variant="light" color="gray" circle={items.length < 10}>
          {items.length}
        </Badge>
      </Group>
      <Stack component="ul" gap={8} p={0} m={0} style={{ listStyle: 'none' }}>
        {shown.map((item) => (
          <ItemRow key={`${item.change}-${item.id}`} item={item} />
        ))}
      </Stack>
      {items.length > FIRST_ROWS && (
        <Button size="compact-xs" variant="subtle" mt={4} onClick={() => setAll((v) => !v)}>
          {all ? 'Show fewer' : `Show all ${items.length}`}
        </Button>
      )}
    </section>
  );
}

function DocumentSections({ document }: { document: Impact['documents'][number] }) {
  const [all, setAll] = useState(false);
  const name = isDocumentType(document.type) ? DOCUMENT_TITLES[document.type] : document.title;
  // Hand-edited sections first: they are the ones an update must never replace silently.
  const sections = [...document.sections].sort((a, b) => Number(b.editedByHand) - Number(a.editedByHand));
  const shown = all ? sections : sections.slice(0, FIRST_SECTIONS);
  return (
    <section aria-label={name}>
      <Text size="sm" fw={600}>
        {name}
      </Text>
      <List size="sm" spacing={4} mt={4} withPadding>
        {shown.map((section) => (
          <List.Item key={section.title}>
            <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
              {section.title}
            </Text>
            {section.editedByHand && <EditedByHandBadge size="xs" ml={6} label="edited by hand" />}
            {section.items.length > 0 && (
              <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {section.items.slice(0, FIRST_IDS).join(' ')}
                {section.items.length > FIRST_IDS && ` +${section.items.length - FIRST_IDS} more`}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
      {sections.length > FIRST_SECTIONS && (
        <Button size="compact-xs" variant="subtle" mt={4} onClick={() => setAll((v) => !v)}>
          {all ? 'Show fewer sections' : `Show all ${sections.length} sections`}
        </Button>
      )}
    </section>
  );
}

/** The impact of a brief change by item id: grouped items on one side, the document sections they reach on the other. */
export function ImpactChecklist({ impact }: { impact: Impact }) {
  const groups = GROUPS.map((g) => ({ ...g, items: impact.items.filter((i) => i.change === g.change) })).filter((g) => g.items.length > 0);
  const documents = impact.documents.filter((d) => d.sections.length > 0);
  return (
    <Stack gap="md">
      {impact.changes.length > 0 && (
        <div>
          <Title order={3} fz="sm" mb={4}>
            What changed in the brief
          </Title>
          <List size="sm" spacing={2} withPadding>
            {impact.changes.map((c) => (
              <List.Item key={`${c.field}-${c.label}`} style={{ overflowWrap: 'anywhere' }}>
                {describeChange(c)}
              </List.Item>
            ))}
          </List>
        </div>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="lg">
        <Stack gap="md">
          <Title order={3} fz="sm">
            Items, by id
          </Title>
          {groups.length === 0 ? (
            <Text size="sm" c="dimmed">
              No item changes by id; the wording of some sections may still change.
            </Text>
          ) : (
            groups.map((g) => <ItemGroup key={g.change} title={g.title} items={g.items} />)
          )}
        </Stack>
        <Stack gap="md">
          <Title order={3} fz="sm">
            Document sections reached
          </Title>
          {documents.length === 0 ? (
            <Text size="sm" c="dimmed">
              No section mentions these items yet.
            </Text>
          ) : (
            documents.map((d) => <DocumentSections key={d.type} document={d} />)
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
