import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../users/user.entity.js';
import { addNotification, type NotifyInput } from './notification.service.js';

/** Every new account starts with five sample items (newest first). */
export const WELCOME_NOTIFICATIONS: readonly Omit<NotifyInput, 'createdAt'>[] = [
  {
    title: 'Welcome to Specforge!',
    message: 'Your account is ready. Describe your software idea and we will help you turn it into clear project documents.',
    type: 'success',
  },
  {
    title: 'Create your first project',
    message: 'The six-step Project Wizard guides you from the problem statement to success metrics. It only takes a few minutes.',
    type: 'info',
    actionUrl: '/create-project',
    actionLabel: 'Create Project',
  },
  {
    title: 'Complete your profile',
    message: 'Add your name, job title and company so your workspace and documents feel like yours.',
    type: 'warning',
    actionUrl: '/profile',
    actionLabel: 'Go to Profile',
  },
  {
    title: 'Export your documents',
    message: 'Every generated document (PRD, roadmap, technical architecture and more) can be exported as PDF or Markdown.',
    type: 'info',
  },
  {
    title: 'Collaboration is coming soon',
    message: 'Soon you will be able to invite teammates to review and edit projects together. We will let you know when it is ready.',
    type: 'info',
    actionUrl: '/help',
    actionLabel: 'Learn More',
  },
];

/**
 * Adds the five sample notifications for a new account. Persists only: the caller flushes, in
 * the same flush that creates the account. Each item is one second older than the one before,
 * so "newest first" lists them in the order above, whatever the clock resolution.
 */
export function seedWelcomeNotifications(em: EntityManager, user: User | string, now = new Date()): void {
  WELCOME_NOTIFICATIONS.forEach((item, index) => {
    addNotification(em, user, { ...item, createdAt: new Date(now.getTime() - index * 1000) });
  });
}
