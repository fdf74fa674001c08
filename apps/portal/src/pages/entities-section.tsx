import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@parley/contracts';
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { all, appCall, TRAINER, type App, type EntityType, type EntityTypeSummary } from '../api';
import { Notice, Spinner, TableWrap } from '../components/ui';
import { useLoad } from '../hooks';
import { abilities } from '../lib/roles';
import { EntityEditor } from './entity-editor';
import { EntityTest } from './entity-test';

type Editing = { id: string | null; name: string } | null;

/**
 * The App's entity types of one language (a plan, a product, an order number): their names, how many
 * values, their patterns and whether they match typos; an editor for editors (a viewer reads them),
 * and a test sentence that shows what entity extraction finds of them.
 */
export function EntitiesSection(props: { app: App; tabs: ComponentChildren }) {
  const appId = props.app.id;
  const readOnly = !abilities(props.app.role).editTraining;
  const [language, setLanguage] = useState<Language>(() => (LANGUAGES as readonly string[]).includes(props.app.language) ? (props.app.language as Language) : 'en');
  const list = useLoad(() => all<EntityTypeSummary>(appId, `${TRAINER}/entities`), [appId]);
  const [editing, setEditing] = useState<Editing>(null);
  const [dirty, setDirty] = useState(false);
  // Each save or deletion: the test sentence is tried again on the saved version.
  const [saves, setSaves] = useState(0);
  const [flash, setFlash] = useState<string | null>(null);
  const shown = list.data?.filter((t) => t.language === language) ?? [];
  const count = (l: Language) => list.data?.filter((t) => t.language === l).length ?? 0;

  // When the editor closes, the keyboard goes back to the entity's button (once the list has it, a new
  // one is listed after its save), or to New.
  const section = useRef<HTMLDivElement>(null);
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    const name = refocus.current;
    if (editing || name === null) return;
    if (name && !list.data?.some((t) => t.name === name && t.language === language)) return;
    refocus.current = null;
    const el = section.current;
    const back = (name && el?.querySelector<HTMLElement>(`[data-entity="${CSS.escape(name)}"]`)) || el?.querySelector<HTMLElement>('[data-new-entity]');
    back?.focus();
  }, [editing, list.data, language]);

  const close = (focusOn = editing?.name ?? '') => {
    refocus.current = focusOn;
    setDirty(false);
    setEditing(null);
  };
  const saved = (e: EntityType) => {
    setFlash(`Saved “${e.name}” (${e.valueCount} value${e.valueCount === 1 ? '' : 's'}): try it in a test sentence.`);
    setLanguage(e.language);
    setSaves((n) => n + 1);
    list.reload();
    close(e.name);
  };
  const remove = async (t: EntityTypeSummary) => {
    if (!confirm(`Delete the entity “${t.name}” and its ${t.valueCount} value${t.valueCount === 1 ? '' : 's'}?`)) return;
    try {
      await appCall(appId, 'DELETE', `${TRAINER}/entities/${t.id}`);
      setFlash(`Deleted “${t.name}”.`);
    } catch (e) {
      alert(e instanceof Error ? e.message : String(e));
    }
    setSaves((n) => n + 1);
    list.reload();
    refocus.current = '';
  };

  return (
    <>
      <div class="card" ref={section}>
        <div class="page-head">
          {props.tabs}
          {!editing && !readOnly && (
            <button class="btn primary" data-new-entity onClick={() => (setFlash(null), setEditing({ id: null, name: '' }))}>
              + New entity
            </button>
          )}
        </div>
        <p class="muted small entities-help">
          An entity is a kind of thing your users name: a plan, a product, an order number. Entity extraction with your App's credentials finds its
          values, their synonyms and what its patterns match, beside the built-in dimensions (its <code>dim</code> is the entity's name), and classify
          answers carry them. A change applies within a second and trains no model.
        </p>
        <div class="field entity-language">
          <label for="entity-language">Language</label>
          <select id="entity-language" value={language} disabled={!!editing} onChange={(e) => setLanguage(e.currentTarget.value as Language)}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {LANGUAGE_NAMES[l]}
                {list.data ? ` (${count(l)})` : ''}
              </option>
            ))}
          </select>
        </div>
        {flash && !editing && <Notice kind="ok">{flash}</Notice>}
        {editing && (
          <EntityEditor
            appId={appId}
            id={editing.id}
            language={language}
            readOnly={readOnly}
            onDone={saved}
            onCancel={() => close()}
            onDirty={setDirty}
          />
        )}
        {list.error && <Notice kind="error">{list.error}</Notice>}
        {!list.data && !list.error && <Spinner />}
        {list.data && shown.length === 0 && !editing && (
          <div class="empty">
            <p class="muted">No entity in {LANGUAGE_NAMES[language]} yet.</p>
          </div>
        )}
        {shown.length > 0 && (
          <TableWrap label={`Entities in ${LANGUAGE_NAMES[language]}`}>
            <table class="table cards entity-types">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Values</th>
                  <th scope="col">Patterns</th>
                  <th scope="col">Fuzzy</th>
                  <th scope="col">
                    <span class="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((t) => (
                  <tr key={t.id}>
                    <td data-label="Name" class="name-cell">
                      <strong class="mono">{t.name}</strong>
                    </td>
                    <td data-label="Values">{t.valueCount.toLocaleString('en-US')}</td>
                    <td data-label="Patterns">
                      {t.patterns.length ? (
                        <span class="pattern-list">
                          {t.patterns.map((p) => (
                            <code key={p}>{p}</code>
                          ))}
                        </span>
                      ) : (
                        <span class="muted">None</span>
                      )}
                    </td>
                    <td data-label="Fuzzy">{t.fuzzy ? 'Yes' : 'No'}</td>
                    <td class="nowrap">
                      {readOnly ? (
                        <button class="btn small ghost" data-entity={t.name} aria-label={`View ${t.name}`} disabled={!!editing} onClick={() => setEditing({ id: t.id, name: t.name })}>
                          View
                        </button>
                      ) : (
                        <>
                          <button class="btn small ghost" data-entity={t.name} aria-label={`Edit ${t.name}`} disabled={!!editing} onClick={() => (setFlash(null), setEditing({ id: t.id, name: t.name }))}>
                            Edit
                          </button>
                          <button class="btn small ghost danger" aria-label={`Delete ${t.name}`} disabled={!!editing} onClick={() => void remove(t)}>
                            Delete
                          </button>
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
      </div>
      <EntityTest appId={appId} language={language} names={shown.map((t) => t.name)} saves={saves} unsaved={!!editing && dirty} />
    </>
  );
}
