import type { z } from 'zod';
import type { SmsCommandAdmin, SmsCommandEditSchema } from '@parking/domain/staff/content-admin-contracts';
import type { CityContext } from '../../config/city-context.ts';
import { selectSmsCommands } from '../../db/content/select-sms-commands.ts';
import {
  smsCommandAdminRows,
  type SmsCommandAdminRow,
} from '../../db/content-admin/sms-command-admin-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { forgetCityMemo } from '../content/per-city-memo.ts';
import { recordStaffChange, type ChangeRecord, type StaffActor } from '../operator/staff-change.ts';
import type { Db } from '../../db/db-types.ts';

type SmsCommandEdit = z.output<typeof SmsCommandEditSchema>;

/** The public list's memo (content/sms-commands-service.ts). */
const SMS_MEMO = 'sms_commands';

/** The admin shape is the row itself: every language, the sort order and the id. */
const smsCommandAdmin = (row: SmsCommandAdminRow): SmsCommandAdmin => ({ ...row });

export async function listSmsCommandsAdmin(city: CityContext): Promise<SmsCommandAdmin[]> {
  return (await selectSmsCommands(city.db)).map(smsCommandAdmin);
}

/** A change of the list, audited; the public list of this process is read again at once. */
async function changeList<T>(
  city: CityContext,
  actor: StaffActor,
  change: (tx: Db) => Promise<ChangeRecord<T>>,
): Promise<T> {
  const result = await recordStaffChange(city, actor, change);
  forgetCityMemo(city, SMS_MEMO);
  return result;
}

export async function addSmsCommand(
  city: CityContext,
  actor: StaffActor,
  edit: SmsCommandEdit,
): Promise<SmsCommandAdmin> {
  return changeList(city, actor, async (tx) => {
    const item = smsCommandAdmin(await smsCommandAdminRows.insert(tx, edit));
    return {
      action: 'sms_command.create',
      entity: 'sms_command',
      entityId: item.id,
      before: null,
      after: item,
      result: item,
    };
  });
}

export async function changeSmsCommand(
  city: CityContext,
  actor: StaffActor,
  id: number,
  edit: SmsCommandEdit,
): Promise<SmsCommandAdmin> {
  return changeList(city, actor, async (tx) => {
    const old = await smsCommandAdminRows.byId(tx, id);
    const row = old && (await smsCommandAdminRows.update(tx, id, edit));
    if (!old || !row) throw new AppError('SmsCommandNotFound', 404);
    const item = smsCommandAdmin(row);
    return {
      action: 'sms_command.update',
      entity: 'sms_command',
      entityId: id,
      before: old,
      after: item,
      result: item,
    };
  });
}

export async function removeSmsCommand(city: CityContext, actor: StaffActor, id: number): Promise<number> {
  return changeList(city, actor, async (tx) => {
    const old = await smsCommandAdminRows.remove(tx, id);
    if (!old) throw new AppError('SmsCommandNotFound', 404);
    return {
      action: 'sms_command.delete',
      entity: 'sms_command',
      entityId: id,
      before: old,
      after: null,
      result: id,
    };
  });
}
