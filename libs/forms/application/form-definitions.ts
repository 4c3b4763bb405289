import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { additionalFieldsFormOf, type FormDefinition } from '@mercato/forms/domain';
import type { FormDefinitions } from '@mercato/forms/ports';
import type { AdditionalFieldsFormView } from '@mercato/views';

/** FORM_DEFINITIONS on the owner's view of the definitions (`form_definitions`, one row per form). */
@Injectable()
export class FormDefinitionsReader implements FormDefinitions {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async formsOf(websiteId: string, formIds: readonly string[]): Promise<Readonly<Record<string, AdditionalFieldsFormView>>> {
    if (formIds.length === 0) return {};
    const rows: { form_id: string; definition: FormDefinition }[] = await this.dataSource.query(
      'SELECT form_id, definition FROM form_definitions WHERE website_id = $1 AND form_id = ANY($2::text[])',
      [websiteId, [...new Set(formIds)]],
    );
    return Object.fromEntries(rows.map((row) => [row.form_id, additionalFieldsFormOf(row.form_id, row.definition)]));
  }
}
