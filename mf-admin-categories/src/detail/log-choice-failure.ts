import { useEffect } from 'react';

/**
 * AC-R9: a choice list of the form (makers, type devices, parents, gallery) that fails to load leaves its select
 * empty without a message to the user, so the failure is logged for us to find.
 */
export function useLogChoiceFailure(list: string, error: unknown): void {
  useEffect(() => {
    if (error) console.warn(`Category form choices could not be loaded: ${list}`, error);
  }, [list, error]);
}
