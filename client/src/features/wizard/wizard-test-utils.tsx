import { notifications, notificationsStore } from '@mantine/notifications';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import type { ApolloClient } from '@apollo/client';
import '../../test/jsdom-fonts';
import { renderWithProviders } from '../../test/render';
import { CreateProjectPage } from './components/create-project-page';

function Where() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** The wizard inside a router whose other routes just show where navigation went. */
export function renderWizard(client?: ApolloClient) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/create-project" element={<CreateProjectPage />} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <Where />
    </>,
    { path: '/create-project', client },
  );
}

export const location = () => screen.getByTestId('location').textContent;
export const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
export const queryButton = (name: string | RegExp) => screen.queryByRole('button', { name }) as HTMLButtonElement | null;
export const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
export const byLabel = (label: string | RegExp) => screen.getByLabelText(label, { selector: 'input, textarea' }) as HTMLInputElement;

interface Toast {
  title: unknown;
  message: unknown;
  color: unknown;
}

/**
 * Records every toast shown (Mantine's real notifications store, no mock), including ones that
 * were hidden again, such as the progress toast. Returns the record and a stop function.
 */
export function recordToasts() {
  notifications.clean();
  notifications.cleanQueue();
  const shown: Toast[] = [];
  const seen = new Set<string>();
  const stop = notificationsStore.subscribe((state) => {
    for (const n of [...state.notifications, ...state.queue]) {
      const key = `${n.id}:${String(n.title)}:${String(n.message)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      shown.push({ title: n.title, message: n.message, color: n.color });
    }
  });
  return { shown, stop, visible: () => notificationsStore.getState().notifications.map((n) => n.title) };
}

export const stepTitle = () => screen.getByRole('heading', { level: 2 }).textContent;
