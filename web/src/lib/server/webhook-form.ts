/** What the webhooks pages' forms and query strings hold, read for the API. */
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@heed/contracts';
import { isMessageStatus, type MessageStatus } from '#lib/webhooks/webhook-words.ts';

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** An endpoint's fields as the create and edit forms send them. */
export interface EndpointFields {
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
}

/** The endpoint fields of a form; unknown event types are left out. */
export function endpointFields(form: FormData): EndpointFields {
  const eventTypes = form
    .getAll('eventTypes')
    .filter((value): value is WebhookEventType =>
      WEBHOOK_EVENT_TYPES.some((type) => type === value),
    );
  return {
    url: text(form, 'url'),
    description: text(form, 'description'),
    eventTypes: [...new Set(eventTypes)],
  };
}

/** The id a form names (`id`, `messageId`): the text, or empty. */
export function formId(form: FormData, name = 'id'): string {
  return text(form, name);
}

/** The delivery log's view in the query string: `status` and the `cursor` of an older page. */
export interface MessageView {
  status: MessageStatus | undefined;
  cursor: string | undefined;
}

export function messageView(search: URLSearchParams): MessageView {
  const status = search.get('status');
  const cursor = search.get('cursor');
  return {
    status: isMessageStatus(status) ? status : undefined,
    cursor: cursor && cursor.length <= 200 ? cursor : undefined,
  };
}
