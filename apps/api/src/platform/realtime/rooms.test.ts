import { describe, expect, it } from 'vitest';
import { canSeeChannel, channelRoomsFor, type MemberAccess } from './rooms.js';

describe('channel access', () => {
  const cases: { member: MemberAccess; channel: string; canSee: boolean }[] = [
    { member: { role: 'OWNER', channels: [] }, channel: 'c1', canSee: true },
    { member: { role: 'ADMIN', channels: [] }, channel: 'c1', canSee: true },
    { member: { role: 'USER', channels: ['c1'] }, channel: 'c1', canSee: true },
    { member: { role: 'USER', channels: ['c2'] }, channel: 'c1', canSee: false },
    { member: { role: 'USER', channels: [] }, channel: 'c1', canSee: false },
  ];
  it.each(cases)(
    'a $member.role with channels $member.channels can see $channel: $canSee',
    ({ member, channel, canSee }) => {
      expect(canSeeChannel(member, channel)).toBe(canSee);
    },
  );

  it('joins a USER to the channels of its list, ADMIN and OWNER to every live channel', () => {
    const organizationChannels = ['c1', 'c2', 'c3'];
    expect(channelRoomsFor({ role: 'USER', channels: ['c1', 'c3'], organizationChannels })).toEqual([
      'channel:c1',
      'channel:c3',
    ]);
    expect(channelRoomsFor({ role: 'ADMIN', channels: [], organizationChannels })).toEqual([
      'channel:c1',
      'channel:c2',
      'channel:c3',
    ]);
    expect(channelRoomsFor({ role: 'OWNER', channels: [], organizationChannels: [] })).toEqual([]);
  });
});
