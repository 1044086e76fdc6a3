import type { ReactNode } from 'react';
import { BRAND } from '../../../config/brand';
import { useCatalogues } from '../../../lib/catalogues';
import { flagCategoryDescription, flagCategoryName } from '../../../lib/flag-category-names';
import { activeLocale, t } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';
import { GUIDELINES_LAST_UPDATED } from '../guidelines-date';
import { taggedText } from '../../../components/ui/tagged-text';

// Each rule's <li> has an id: the contract's GUIDELINE_SECTIONS (account notices link to them).
const SECTIONS = [
  { id: 'mission', title: 'guidelines.sectionMission' },
  { id: 'not-allowed', title: 'guidelines.sectionNotAllowed' },
  { id: 'additional', title: 'guidelines.sectionAdditional' },
  { id: 'appeals', title: 'guidelines.sectionAppeals' },
  { id: 'checklist', title: 'guidelines.sectionChecklist' },
  { id: 'updates', title: 'guidelines.sectionUpdates' },
] as const satisfies readonly { id: string; title: MessageKey }[];

type SectionId = (typeof SECTIONS)[number]['id'];

/** A rule: its id (an anchor a notice may link to) and its text, whose `<b>…</b>` part is its name. */
type Rule = { id: string; text: MessageKey };

const ENCOURAGED = [
  'guidelines.encourageOriginal',
  'guidelines.encouragePrompt',
  'guidelines.encourageExperiments',
  'guidelines.encourageDisclosure',
  'guidelines.encourageCredits',
  'guidelines.encourageFeedback',
] as const satisfies readonly MessageKey[];

const NOT_ALLOWED = [
  { id: 'not-ai', text: 'guidelines.ruleNotAi' },
  { id: 'rights', text: 'guidelines.ruleRights' },
  { id: 'deepfakes', text: 'guidelines.ruleDeepfakes' },
  { id: 'minors', text: 'guidelines.ruleMinors' },
  { id: 'misleading', text: 'guidelines.ruleMisleading' },
  { id: 'harassment', text: 'guidelines.ruleHarassment' },
  { id: 'violence', text: 'guidelines.ruleViolence' },
  { id: 'sexual-content', text: 'guidelines.ruleSexualContent' },
  { id: 'spam', text: 'guidelines.ruleSpam' },
  { id: 'unauthorised-uploads', text: 'guidelines.ruleUnauthorisedUploads' },
] as const satisfies readonly Rule[];

const ADDITIONAL = [
  { id: 'age', text: 'guidelines.ruleAge' },
  { id: 'disclosure', text: 'guidelines.ruleDisclosure' },
  { id: 'accuracy', text: 'guidelines.ruleAccuracy' },
  { id: 'provenance', text: 'guidelines.ruleProvenance' },
  { id: 'reporting', text: 'guidelines.ruleReporting' },
] as const satisfies readonly Rule[];

const ACTIONS = [
  'guidelines.actionLabels',
  'guidelines.actionRemoval',
  'guidelines.actionWarnings',
  'guidelines.actionSuspension',
  'guidelines.actionBan',
  'guidelines.actionReferral',
] as const satisfies readonly MessageKey[];

const CHECKLIST = [
  'guidelines.checkAiGenerated',
  'guidelines.checkRights',
  'guidelines.checkDisclosed',
  'guidelines.checkMisled',
  'guidelines.checkAccurate',
  'guidelines.checkProof',
] as const satisfies readonly MessageKey[];

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const title = SECTIONS.find((s) => s.id === id)?.title;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-20">
      <h2 id={`${id}-heading`} className="mb-3 text-xl font-bold">
        {title ? t(title) : null}
      </h2>
      <div className="flex flex-col gap-3">{children}</div>
    </section>
  );
}

function H3({ children }: { children: ReactNode }) {
  return <h3 className="mt-2 text-base font-semibold">{children}</h3>;
}

function Bullets({ children }: { children: ReactNode }) {
  return <ul className="flex list-disc flex-col gap-2 ps-5 marker:text-muted">{children}</ul>;
}

/** The rules as a list, each an anchor, its name in bold. */
function Rules({ rules }: { rules: readonly Rule[] }) {
  return (
    <Bullets>
      {rules.map((rule) => (
        <li key={rule.id} id={rule.id} className="scroll-mt-20">
          {taggedText(t(rule.text, { brand: BRAND }), { b: (chunk) => <strong>{chunk}</strong> })}
        </li>
      ))}
    </Bullets>
  );
}

function GuidelinesIntro() {
  const updated = new Date(GUIDELINES_LAST_UPDATED.iso).toLocaleDateString(activeLocale(), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <header className="flex flex-col gap-2">
      <h1 id="guidelines-title" className="text-3xl font-bold tracking-tight">
        {t('guidelines.title')}
      </h1>
      <p className="text-sm text-muted">
        {taggedText(t('guidelines.lastUpdated', { date: updated }), {
          date: (chunk) => <time dateTime={GUIDELINES_LAST_UPDATED.iso}>{chunk}</time>,
        })}
      </p>
      <p>{t('guidelines.intro', { brand: BRAND })}</p>
    </header>
  );
}

function GuidelinesContents() {
  return (
    <nav aria-label={t('guidelines.onThisPage')} className="rounded-xl border border-line p-4">
      <p className="mb-2 text-sm font-semibold">{t('guidelines.onThisPage')}</p>
      <ol className="grid gap-1 text-sm sm:grid-cols-2">
        {SECTIONS.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`} className="text-accent underline-offset-2 hover:underline">
              {t(s.title)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function MissionSection() {
  return (
    <Section id="mission">
      <p className="rounded-xl bg-accent-soft px-4 py-3 font-medium text-accent-soft-fg">
        {t('guidelines.missionMotto')}
      </p>
      <p>{t('guidelines.missionBody', { brand: BRAND })}</p>
      <H3>{t('guidelines.encourageHeading')}</H3>
      <Bullets>
        {ENCOURAGED.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </Bullets>
    </Section>
  );
}

function NotAllowedSection() {
  return (
    <Section id="not-allowed">
      <p>{t('guidelines.notAllowedIntro', { brand: BRAND })}</p>
      <Rules rules={NOT_ALLOWED} />
    </Section>
  );
}

function AdditionalSection() {
  return (
    <Section id="additional">
      <Rules rules={ADDITIONAL} />
    </Section>
  );
}

function ReportingAndAppealsSection() {
  // The reasons the report dialog offers, from the same catalogue, so the two never differ.
  const reasons = useCatalogues().data?.flagCategories ?? [];
  return (
    <Section id="appeals">
      <H3>{t('guidelines.reportingHeading')}</H3>
      <p>{t('guidelines.reportingBody')}</p>
      <dl className="grid gap-x-4 gap-y-2 rounded-xl border border-line p-4 sm:grid-cols-[minmax(0,13rem)_1fr]">
        {reasons.map((reason) => (
          <div key={reason.name} className="contents">
            <dt className="font-semibold">{flagCategoryName(reason)}</dt>
            <dd className="mb-2 text-muted sm:mb-0">{flagCategoryDescription(reason)}</dd>
          </div>
        ))}
      </dl>

      <H3>{t('guidelines.actionsHeading')}</H3>
      <p>{t('guidelines.actionsBody')}</p>
      <Bullets>
        {ACTIONS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </Bullets>
      <p>{t('guidelines.severeViolations')}</p>

      <H3>{t('guidelines.appealsHeading')}</H3>
      <p>{t('guidelines.appealsBody')}</p>
    </Section>
  );
}

function ChecklistSection() {
  return (
    <Section id="checklist">
      <p>{t('guidelines.checklistIntro')}</p>
      <ol className="flex list-decimal flex-col gap-2 ps-5 marker:font-semibold marker:text-muted">
        {CHECKLIST.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
      <p>{t('guidelines.checklistOutro')}</p>
    </Section>
  );
}

function UpdatesSection() {
  return (
    <Section id="updates">
      <p>{t('guidelines.updatesBody', { brand: BRAND })}</p>
    </Section>
  );
}

/** The community's constitution: what may be posted and how it is enforced. Rendered by /community-guidelines. */
export function CommunityGuidelines() {
  return (
    <article aria-labelledby="guidelines-title" className="flex flex-col gap-8 leading-relaxed">
      <GuidelinesIntro />
      <GuidelinesContents />
      <MissionSection />
      <NotAllowedSection />
      <AdditionalSection />
      <ReportingAndAppealsSection />
      <ChecklistSection />
      <UpdatesSection />
    </article>
  );
}
