import { useEffect, useState } from 'react';
import { getWizardResponses, type Project } from '../../../lib/projects';

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * Whether the project has the brief the PRD is built from: a name and a description, from the
 * project or its wizard answers (the server's rule, generation/brief-source.ts). The answers are
 * only asked for when the project itself has no description. Unknown (null) while loading or
 * when the answers cannot be read: the server then gives the reason if Generate is pressed.
 */
export function useBriefReady(project: Project | null): boolean | null {
  const [fromWizard, setFromWizard] = useState<{ id: string; ready: boolean | null } | null>(null);
  const own = !!project && filled(project.name) && filled(project.description);
  const id = project?.id ?? '';

  useEffect(() => {
    if (!id || own) return;
    let live = true;
    getWizardResponses(id)
      .then((rows) => live && setFromWizard({ id, ready: rows.some((r) => filled(r.responses?.projectDescription)) }))
      .catch(() => live && setFromWizard({ id, ready: null }));
    return () => {
      live = false;
    };
  }, [id, own]);

  if (!project) return null;
  if (own) return true;
  return fromWizard?.id === id ? fromWizard.ready : null;
}
