import { describe, expect, it } from 'vitest';
import type { Vehicle } from '@parking/domain/profile/profile-answers';
import { emptyVehicle, vehicleProblems } from './vehicle-form';

const saved = { numberTs: 'А123ВС59', STSNumber: '59АА123456', formatGrz: 'rus' } as Vehicle;

describe('vehicleProblems', () => {
  it('accepts a standard plate typed in Latin', () => {
    expect(vehicleProblems({ ...emptyVehicle(), numberTs: 'A777AA77' }, [])).toEqual({});
  });
  it('names every rule the seeds give', () => {
    const check = (patch: Partial<ReturnType<typeof emptyVehicle>>) =>
      vehicleProblems({ ...emptyVehicle(), ...patch }, [saved]);
    expect(check({ numberTs: '' }).numberTs).toBe('EmptyTs');
    expect(check({ numberTs: 'А123ВС1234' }).numberTs).toBe('PlateTooLong');
    expect(check({ numberTs: '12345' }).numberTs).toBe('InvalidFormat');
    expect(check({ numberTs: 'А123ВС59' }).numberTs).toBe('VehicleExists');
    expect(check({ numberTs: '1234АВ59', category: 'B' }).category).toBe('CategoryMismatch');
    expect(check({ numberTs: 'А123ВС59', category: 'A' }).category).toBe('CategoryMismatch');
    expect(check({ numberTs: '1234АВ59', category: 'A' })).toEqual({});
    expect(check({ numberTs: 'В123ВС59', STSNumber: '59 aa 12' }).STSNumber).toBe('InvalidFormat');
    expect(check({ numberTs: 'В123ВС59', STSNumber: '59 аа 123456' }).STSNumber).toBe('StsExists');
  });
  it('takes a foreign plate as typed', () => {
    expect(vehicleProblems({ ...emptyVehicle(), formatGrz: 'other', numberTs: 'AB1234CD' }, [])).toEqual({});
  });
});
