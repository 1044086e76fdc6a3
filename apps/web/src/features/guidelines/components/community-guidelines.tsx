import type { ReactNode } from 'react';
import { useCatalogues } from '../../../lib/catalogues';
import { GUIDELINES_LAST_UPDATED } from '../guidelines-date';

// Each rule's <li> has an id: the contract's GUIDELINE_SECTIONS (account notices link to them).
const SECTIONS = [
  { id: 'mission', title: 'Our Mission' },
  { id: 'not-allowed', title: "What's Not Allowed" },
  { id: 'additional', title: 'Additional Guidelines' },
  { id: 'appeals', title: 'Enforcement & Appeals' },
  { id: 'checklist', title: 'Creator Pre-Publish Checklist' },
  { id: 'updates', title: 'Updates' },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const title = SECTIONS.find((s) => s.id === id)?.title;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-20">
      <h2 id={`${id}-heading`} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      <div className="flex flex-col gap-3">{children}</div>
    </section>
  );
}

function H3({ children }: { children: ReactNode }) {
  return <h3 className="mt-2 text-base font-semibold">{children}</h3>;
}

function Bullets({ children }: { children: ReactNode }) {
  return <ul className="flex list-disc flex-col gap-2 pl-5 marker:text-muted">{children}</ul>;
}

function GuidelinesIntro() {
  return (
    <header className="flex flex-col gap-2">
      <h1 id="guidelines-title" className="text-3xl font-bold tracking-tight">
        Community Guidelines
      </h1>
      <p className="text-sm text-muted">
        Last updated <time dateTime={GUIDELINES_LAST_UPDATED.iso}>{GUIDELINES_LAST_UPDATED.text}</time>
      </p>
      <p>
        Promptreel is a home for short videos made with AI, and for the prompts behind them. These guidelines explain
        what belongs here, what does not, and what happens when something goes wrong. They apply to everything you
        share: videos, titles, descriptions, thumbnails, prompts, comments and your profile.
      </p>
    </header>
  );
}

function GuidelinesContents() {
  return (
    <nav aria-label="On this page" className="rounded-xl border border-line p-4">
      <p className="mb-2 text-sm font-semibold">On this page</p>
      <ol className="grid gap-1 text-sm sm:grid-cols-2">
        {SECTIONS.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`} className="text-accent underline-offset-2 hover:underline">
              {s.title}
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
        Our mission: create boldly, disclose clearly, respect others' rights, never mislead or harm.
      </p>
      <p>
        Promptreel exists to celebrate what people can make with generative tools, and to help everyone learn from one
        another by sharing how it was done. Every video here must be meaningfully AI-generated or AI-assisted: purely
        non-AI uploads are not allowed.
      </p>
      <H3>What We Encourage</H3>
      <Bullets>
        <li>
          Original work that is meaningfully AI-generated or AI-assisted, from a single prompt to a multi-tool edit.
        </li>
        <li>Sharing your prompt, so others can see how your video was made and build on the technique.</li>
        <li>Experiments, tutorials and works in progress, labelled honestly for what they are.</li>
        <li>Clear disclosure of synthetic people, voices and anything else that could be taken for real.</li>
        <li>Crediting the tools, models and collaborators you worked with.</li>
        <li>Generous, constructive feedback: comment on the work, not the person.</li>
      </Bullets>
    </Section>
  );
}

function NotAllowedSection() {
  return (
    <Section id="not-allowed">
      <p>The following are not allowed on Promptreel, whatever tools were used to make them.</p>
      <Bullets>
        <li id="not-ai" className="scroll-mt-20">
          <strong>Content that is not AI-generated.</strong> Every upload must be meaningfully AI-generated or
          AI-assisted.
        </li>
        <li id="rights" className="scroll-mt-20">
          <strong>Content you do not have the rights to.</strong> You must hold the rights to everything in your video,
          including any footage, images, music, voices or likenesses you used as input.
        </li>
        <li id="deepfakes" className="scroll-mt-20">
          <strong>Deepfakes.</strong> Realistic synthetic media showing a real person saying or doing something they did
          not say or do is prohibited. Parody is allowed only if it is clearly labelled as parody.
        </li>
        <li id="minors" className="scroll-mt-20">
          <strong>Any sexualisation of minors</strong>, including synthetic, animated or stylised depictions.
        </li>
        <li id="misleading" className="scroll-mt-20">
          <strong>Misleading content</strong>, such as inaccurate titles or thumbnails, or AI-generated events passed
          off as real footage or news.
        </li>
        <li id="harassment" className="scroll-mt-20">
          <strong>Harassment, hate and threats</strong>, including content that targets individuals or groups.
        </li>
        <li id="violence" className="scroll-mt-20">
          <strong>Graphic violence</strong> and content that promotes harm to people or animals.
        </li>
        <li id="sexual-content" className="scroll-mt-20">
          <strong>Sexually explicit content</strong>, and any explicit content of a person made without their consent.
        </li>
        <li id="spam" className="scroll-mt-20">
          <strong>Spam and scams</strong>, such as misleading links, fake giveaways and bulk self-promotion.
        </li>
        <li id="unauthorised-uploads" className="scroll-mt-20">
          <strong>Unauthorised uploads</strong>: sharing someone else's work as if it were your own.
        </li>
      </Bullets>
    </Section>
  );
}

function AdditionalSection() {
  return (
    <Section id="additional">
      <Bullets>
        <li id="age" className="scroll-mt-20">
          <strong>Age.</strong> You must meet the minimum age required in your region to use Promptreel.
        </li>
        <li id="disclosure" className="scroll-mt-20">
          <strong>Disclose synthetic people and voices.</strong> If your video features synthetic people or voices, say
          so in the title or description, especially if they resemble real people.
        </li>
        <li id="accuracy" className="scroll-mt-20">
          <strong>Keep titles and thumbnails accurate.</strong> Your title, description, thumbnail, category and
          platform should reflect what is actually in the video.
        </li>
        <li id="provenance" className="scroll-mt-20">
          <strong>Provenance on request.</strong> Be ready to show how a video was made, with prompts, seeds, project
          files or metadata, if our team asks.
        </li>
        <li id="reporting" className="scroll-mt-20">
          <strong>Report in good faith.</strong> Reporting helps keep the community safe. Do not abuse it: false,
          malicious or coordinated reports are themselves a violation.
        </li>
      </Bullets>
    </Section>
  );
}

function ReportingAndAppealsSection() {
  // The reasons the report dialog offers, from the same catalogue, so the two never differ.
  const reasons = useCatalogues().data?.flagCategories ?? [];
  return (
    <Section id="appeals">
      <H3>Reporting</H3>
      <p>
        If you see something that breaks these guidelines, report it. Reports can target a video or a profile, and you
        may add timestamps or context to help our team find the problem quickly. Choose the reason that fits best:
      </p>
      <dl className="grid gap-x-4 gap-y-2 rounded-xl border border-line p-4 sm:grid-cols-[minmax(0,13rem)_1fr]">
        {reasons.map((reason) => (
          <div key={reason.name} className="contents">
            <dt className="font-semibold">{reason.name}</dt>
            <dd className="mb-2 text-muted sm:mb-0">{reason.description}</dd>
          </div>
        ))}
      </dl>

      <H3>What we may do</H3>
      <p>
        Our team reviews reports and decides what to do based on how serious the violation is and whether it has
        happened before. Actions include:
      </p>
      <Bullets>
        <li>Labels, age-gating or reduced distribution.</li>
        <li>Removal of the content.</li>
        <li>Warnings or limits on features such as uploads, comments and messaging.</li>
        <li>Temporary suspension of the account.</li>
        <li>A permanent ban, which also covers related accounts and devices.</li>
        <li>Referral to law enforcement.</li>
      </Bullets>
      <p>
        Severe violations, such as those involving child safety, credible threats, explicit non-consensual content,
        large-scale fraud or mass re-uploads, may lead to immediate removal and a permanent ban.
      </p>

      <H3>Appeals</H3>
      <p>
        If we act on your content or account and you believe we got it wrong, you can appeal. Every moderation notice
        includes a link to make an appeal; use it to tell us what happened and why the decision should change. Appeals
        are reviewed by our team, and we will let you know the outcome.
      </p>
    </Section>
  );
}

function ChecklistSection() {
  return (
    <Section id="checklist">
      <p>Before you publish, run through these six questions:</p>
      <ol className="flex list-decimal flex-col gap-2 pl-5 marker:font-semibold marker:text-muted">
        <li>Is it AI-generated? The video must be meaningfully AI-generated or AI-assisted.</li>
        <li>Do I hold the rights to everything in it, including any footage, music, voices and likenesses?</li>
        <li>Have I disclosed any synthetic people, voices or other synthetic content?</li>
        <li>Could a viewer be misled into taking it for real footage or real news?</li>
        <li>Are the title, description, thumbnail, category and platform accurate?</li>
        <li>Do I have proof of authorship, such as prompts, seeds, project files or metadata, if asked?</li>
      </ol>
      <p>If any answer gives you pause, fix it before you publish.</p>
    </Section>
  );
}

function UpdatesSection() {
  return (
    <Section id="updates">
      <p>
        We will update these guidelines as the technology and our community change. When we do, we will change the date
        at the top of this page. By continuing to use Promptreel after an update, you agree to the guidelines as
        updated.
      </p>
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
