import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import type { AdminListInput } from '../../../gql/graphql';

export type Direction = 'asc' | 'desc';

export interface ListState {
  search: string;
  setSearch: (value: string) => void;
  page: number;
  setPage: (page: number) => void;
  sort: string;
  direction: Direction;
  /** Clicking the sorted column flips the direction; another column starts descending. */
  toggleSort: (field: string) => void;
  filters: Partial<AdminListInput>;
  setFilter: (name: keyof AdminListInput, value: string | null) => void;
  /** The variables of the list query. */
  input: AdminListInput;
}

export const PAGE_SIZE = 20;

/** Search (debounced), filters, sort and page of one admin table; a new search or filter goes back to page 1. */
export function useListState(defaultSort: string): ListState {
  const [search, setSearchValue] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [sort, setSortField] = useState(defaultSort);
  const [direction, setDirection] = useState<Direction>('desc');
  const [filters, setFilters] = useState<Partial<AdminListInput>>({});

  const input = useMemo<AdminListInput>(() => ({ ...filters, search: debounced.trim() || null, page, pageSize: PAGE_SIZE, sort, direction }), [filters, debounced, page, sort, direction]);

  return {
    search,
    setSearch: (value) => {
      setSearchValue(value);
      setPage(1);
    },
    page,
    setPage,
    sort,
    direction,
    toggleSort: (field) => {
      if (field === sort) setDirection(direction === 'asc' ? 'desc' : 'asc');
      else {
        setSortField(field);
        setDirection('desc');
      }
      setPage(1);
    },
    filters,
    setFilter: (name, value) => {
      setFilters((current) => ({ ...current, [name]: value || null }));
      setPage(1);
    },
    input,
  };
}
