import type { TemplateCategory, TemplateKind } from './categories.js';

/** Facts on the presentation's own stream `presentation-{id}`: whether it is a template, and an admin's pick. */
export type TemplateEvent =
  | {
      type: 'PresentationPublishedAsTemplate';
      data: { presentationId: string; kind: TemplateKind; category: TemplateCategory; description: string; publishedBy: string; publishedAt: string };
    }
  | { type: 'PresentationUnpublishedAsTemplate'; data: { presentationId: string; unpublishedBy: string; unpublishedAt: string } }
  | { type: 'TemplateAdminPickSet'; data: { presentationId: string; isAdminPick: boolean; setBy: string; setAt: string } };

export type TemplateEventType = TemplateEvent['type'];
export const TEMPLATE_EVENT_TYPES: readonly TemplateEventType[] = ['PresentationPublishedAsTemplate', 'PresentationUnpublishedAsTemplate', 'TemplateAdminPickSet'];
export const TEMPLATE_EVENT_SCHEMA_VERSIONS: Record<TemplateEventType, number> = {
  PresentationPublishedAsTemplate: 1,
  PresentationUnpublishedAsTemplate: 1,
  TemplateAdminPickSet: 1,
};
