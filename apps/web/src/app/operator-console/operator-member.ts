import type { Operator } from '@parking/domain/feedback/operator-contracts';
import { readStored, writeStored } from '../../shared/storage/local-storage';

/** Who is signed in: the frame's name and role (the token is what the server trusts). */
export type OperatorMember = Pick<Operator, 'name' | 'login' | 'role'>;

const MEMBER_KEY = 'operatorMember';

export const readMember = () => readStored<OperatorMember>(MEMBER_KEY);
export const writeMember = (member: OperatorMember | null) =>
  writeStored(MEMBER_KEY, member && { name: member.name, login: member.login, role: member.role });
