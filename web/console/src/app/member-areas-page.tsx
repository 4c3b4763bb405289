import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { consoleQueries } from '../api/queries';
import type { MemberArea } from '../api/site-users';
import type { StoreCollection } from '../api/types';
import { fieldErrorsOf, formErrorOf } from '../model/field-errors';
import { useApi } from './api-context';
import { CheckboxField, FormError, TextField } from './form-fields';
import { HostSitePage, SaveButton } from './host-site-page';
import { QueryState } from './query-state';
import { useCurrentSite } from './site-context';

/** Member areas (issue 14 part 6): create one, and choose the pages only its members view. */
export function MemberAreasPage() {
  const api = useApi();
  const { site } = useCurrentSite();
  const areas = useQuery(consoleQueries.memberAreas(api, site.websiteId));
  const pages = useQuery(consoleQueries.stores(api, site.websiteId));
  return (
    <HostSitePage title="Member areas" what="Member areas">
      {() => (
        <>
          <NewMemberArea />
          <QueryState query={pages}>
            {(collections) => (
              <QueryState query={areas}>
                {(list) => (list.length === 0 ? <p>No member areas yet.</p> : list.map((area) => <MemberAreaPages key={area.memberAreaId} area={area} pages={collections} />))}
              </QueryState>
            )}
          </QueryState>
        </>
      )}
    </HostSitePage>
  );
}

function NewMemberArea() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { site } = useCurrentSite();
  const [name, setName] = useState('');
  const [freeJoin, setFreeJoin] = useState(true);
  const create = useMutation({
    mutationFn: () => api.createMemberArea(name, freeJoin),
    onSuccess: async () => {
      setName('');
      await queryClient.invalidateQueries({ queryKey: consoleQueries.memberAreas(api, site.websiteId).queryKey });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <form onSubmit={submit} noValidate className="form" aria-label="New member area">
      <FormError message={formErrorOf(create.error, ['name'])} />
      <TextField path="name" label="Name" value={name} onChange={setName} error={fieldErrorsOf(create.error).name} required />
      <CheckboxField path="freeJoin" label="Visitors may join for free" checked={freeJoin} onChange={setFreeJoin} />
      <SaveButton label="Create member area" pending={create.isPending} done={undefined} />
    </form>
  );
}

function MemberAreaPages({ area, pages }: { area: MemberArea; pages: readonly StoreCollection[] }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { site } = useCurrentSite();
  const [chosen, setChosen] = useState<readonly string[]>(area.pageIds);
  const save = useMutation({
    mutationFn: () => api.assignMemberAreaPages(area.memberAreaId, chosen),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleQueries.memberAreas(api, site.websiteId).queryKey }),
  });
  const toggle = (pageId: string, on: boolean) => setChosen(on ? [...chosen, pageId] : chosen.filter((id) => id !== pageId));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    // No accessible name: a named form is a landmark, and two areas may share a name (axe's landmark-unique).
    // Its heading and the save button's label name the area.
    <form onSubmit={submit} className="form" data-testid="member-area">
      <h2>{area.name}</h2>
      <p>{area.freeJoin ? 'Visitors may join for free.' : 'Members are granted by the owner.'}</p>
      <FormError message={save.error?.message} />
      <fieldset className="plain">
        <legend>Pages only members view</legend>
        {pages.map((page) => (
          <CheckboxField key={page.id} path={`pages-${area.memberAreaId}-${page.id}`} label={page.title} checked={chosen.includes(page.id)} onChange={(on) => toggle(page.id, on)} />
        ))}
      </fieldset>
      <SaveButton label={`Save pages of ${area.name}`} pending={save.isPending} done={save.isSuccess ? 'Pages saved.' : undefined} />
    </form>
  );
}
