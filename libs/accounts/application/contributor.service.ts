import { Inject, Injectable } from '@nestjs/common';
import type { ContributorRole } from '@mercato/spec';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ApiError, type Contributor, type ContributorRoleGrant } from '@mercato/http';
import { normaliseEmail } from '@mercato/accounts/domain';
import { hashPassword, verifyPassword } from '@mercato/accounts/infrastructure';

export interface NewContributor {
  email: string;
  password: string;
  displayName: string;
  roles?: readonly ContributorRoleGrant[];
}

interface ContributorRow {
  id: string;
  email: string;
  display_name: string;
  password_hash: string;
}

const UNIQUE_VIOLATION = '23505';

/** Contributor accounts: creation (seed, tests, admin tools) and credential checks. */
@Injectable()
export class ContributorService {
  /** Hash checked when the email is unknown, so a miss costs as long as a wrong password. */
  private decoyHash: Promise<string> | undefined;

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async create(input: NewContributor): Promise<Contributor> {
    const id = randomUUID();
    const email = normaliseEmail(input.email);
    const passwordHash = await hashPassword(input.password);
    const roles = input.roles ?? [];
    try {
      await this.dataSource.transaction(async (manager) => {
        await manager.query(
          'INSERT INTO contributors (id, email, password_hash, display_name) VALUES ($1, $2, $3, $4)',
          [id, email, passwordHash, input.displayName],
        );
        for (const grant of roles) {
          await manager.query('INSERT INTO contributor_roles (contributor_id, website_id, role) VALUES ($1, $2, $3)', [
            id,
            grant.websiteId,
            grant.role,
          ]);
        }
      });
    } catch (error: unknown) {
      if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) {
        throw new ApiError(409, 'A contributor with that email already exists.', { code: 'contributor_exists' });
      }
      throw error;
    }
    return { id, email, displayName: input.displayName, roles: roles.map((grant) => ({ ...grant })) };
  }

  /** The contributor when email and password match, else null (same cost either way). */
  async authenticate(email: string, password: string): Promise<Contributor | null> {
    const rows: ContributorRow[] = await this.dataSource.query(
      'SELECT id, email, display_name, password_hash FROM contributors WHERE email = $1',
      [normaliseEmail(email)],
    );
    const row = rows[0];
    if (!row) {
      this.decoyHash ??= hashPassword('decoy password never matched');
      await verifyPassword(password, await this.decoyHash);
      return null;
    }
    if (!(await verifyPassword(password, row.password_hash))) return null;
    return this.withRoles(row);
  }

  async findById(id: string): Promise<Contributor | null> {
    const rows: ContributorRow[] = await this.dataSource.query(
      'SELECT id, email, display_name, password_hash FROM contributors WHERE id = $1',
      [id],
    );
    return rows[0] ? this.withRoles(rows[0]) : null;
  }

  private async withRoles(row: ContributorRow): Promise<Contributor> {
    const roleRows: { website_id: string; role: number }[] = await this.dataSource.query(
      'SELECT website_id, role FROM contributor_roles WHERE contributor_id = $1 ORDER BY website_id',
      [row.id],
    );
    return {
      id: row.id,
      email: row.email,
      displayName: row.display_name,
      roles: roleRows.map((roleRow) => ({ websiteId: roleRow.website_id, role: roleRow.role as ContributorRole })),
    };
  }
}
