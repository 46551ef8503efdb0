import type { Control } from 'react-hook-form';

/** The settings form's control: its field names come from the document's schema at run time. */
export type SettingsControl = Control<Record<string, unknown>>;
