import type { IncomingMessage } from 'node:http';
import type { RecordedAttachment } from './call-log';

export interface ParsedBody {
  body: unknown;
  attachments: RecordedAttachment[];
}

async function readAll(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * JSON bodies as they are; multipart bodies (discord.js with files) as `payload_json`
 * plus each `files[n]` part. Node's own fetch Request parses the multipart encoding.
 */
export async function parseRequestBody(req: IncomingMessage): Promise<ParsedBody> {
  const raw = await readAll(req);
  const contentType = req.headers['content-type'] ?? '';
  if (raw.length === 0) return { body: undefined, attachments: [] };
  if (contentType.startsWith('application/json')) {
    return { body: JSON.parse(raw.toString('utf8')), attachments: [] };
  }
  if (contentType.startsWith('multipart/form-data')) {
    const form = await new Request('http://fake.invalid/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: raw,
    }).formData();
    let body: Record<string, unknown> | undefined;
    const attachments: RecordedAttachment[] = [];
    for (const [field, value] of form.entries()) {
      if (typeof value === 'string') {
        // payload_json holds the JSON body; other text fields come from appendToFormData.
        if (field === 'payload_json') body = { ...body, ...JSON.parse(value) };
        else body = { ...body, [field]: value };
        continue;
      }
      const data = Buffer.from(await value.arrayBuffer());
      attachments.push({ field, name: value.name, contentType: value.type, size: data.length, data });
    }
    return { body, attachments };
  }
  return { body: raw.toString('utf8'), attachments: [] };
}
