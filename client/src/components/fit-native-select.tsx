import { NativeSelect, type NativeSelectProps } from '@mantine/core';

/**
 * Mantine's inputs stretch to their container (width: 100%), so in a table cell or a row of
 * fields a select shrank until its value read "In pro". A native <select> sized `auto` is as
 * wide as its longest option, computed by the browser for the font in use; the wrapper follows
 * it so the chevron stays at the select's edge.
 */
export const FIT_SELECT_STYLES = {
  root: { width: 'fit-content', maxWidth: '100%' },
  wrapper: { width: 'fit-content', maxWidth: '100%' },
  input: { width: 'auto', maxWidth: '100%' },
} as const;

/** A NativeSelect as wide as its longest option: it never cuts an option, nor takes a whole row. */
export function FitNativeSelect(props: Omit<NativeSelectProps, 'styles'>) {
  return <NativeSelect {...props} styles={FIT_SELECT_STYLES} />;
}
