import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { consoleQueries } from '../api/queries';
import type { MemberArea, SiteMember } from '../api/site-users';
import { useApi } from './api-context';
import { FormError } from './form-fields';
import { HostSitePage } from './host-site-page';
import { QueryState } from './query-state';
import { useCurrentSite } from './site-context';

/** The site's users (issue 14 part 6): search by email, grant or revoke membership of each member area. */
export function MembersPage() {
  const api = useApi();
  const { site } = useCurrentSite();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const areas = useQuery(consoleQueries.memberAreas(api, site.websiteId));
  const members = useQuery(consoleQueries.members(api, site.websiteId, search));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
  };
  return (
    <HostSitePage title="Members" what="Members">
      {() => (
        <>
          <form role="search" onSubmit={submit} className="form-inline">
            <label htmlFor="member-search">Email contains</label>
            <input id="member-search" type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
            <button type="submit">Search</button>
          </form>
          <QueryState query={areas}>
            {(memberAreas) => <QueryState query={members}>{(rows) => <MembersTable members={rows} areas={memberAreas} />}</QueryState>}
          </QueryState>
        </>
      )}
    </HostSitePage>
  );
}

function MembersTable({ members, areas }: { members: readonly SiteMember[]; areas: readonly MemberArea[] }) {
  if (members.length === 0) return <p>No site users match.</p>;
  if (areas.length === 0) return <p>Create a member area first: members are granted one.</p>;
  return (
    <table className="table" data-testid="members-table">
      <thead>
        <tr>
          <th scope="col">Email</th>
          {areas.map((area) => (
            <th key={area.memberAreaId} scope="col">
              {area.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.siteUserId} data-testid="member-row">
            <th scope="row">{member.email}</th>
            {areas.map((area) => (
              <td key={area.memberAreaId}>
                <MembershipToggle member={member} area={area} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Grants or revokes one membership (MembershipGranted by the owner, MembershipRevoked), then reads the list again. */
function MembershipToggle({ member, area }: { member: SiteMember; area: MemberArea }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { site } = useCurrentSite();
  const isMember = member.memberAreaIds.includes(area.memberAreaId);
  const change = useMutation({
    mutationFn: () => (isMember ? api.revokeMembership(area.memberAreaId, member.siteUserId) : api.grantMembership(area.memberAreaId, member.siteUserId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members', site.websiteId] }),
  });
  const action = isMember ? 'Revoke' : 'Grant';
  return (
    <>
      <span>{isMember ? 'Member' : 'Not a member'}</span>{' '}
      <button type="button" disabled={change.isPending} onClick={() => change.mutate()} aria-label={`${action} ${area.name} for ${member.email}`}>
        {action}
      </button>
      <FormError message={change.error?.message} />
    </>
  );
}
