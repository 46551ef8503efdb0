import { useOutletContext } from 'react-router';
import type { ConsoleArea } from './console-areas';
import type { OperatorMember } from './operator-member';

/** What the frame hands its areas: who is signed in and what the role may open. */
export type ConsoleContext = { member: OperatorMember; areas: ConsoleArea[] };

export const useConsoleContext = () => useOutletContext<ConsoleContext>();
