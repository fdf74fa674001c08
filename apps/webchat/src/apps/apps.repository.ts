import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AppEntity } from '@parley/persistence';
import type { DataSource, Repository } from 'typeorm';

/** What the webchat server reads of the apps table (the api owns its writes). */
@Injectable()
export class AppsRepository {
  private readonly apps: Repository<AppEntity>;

  constructor(@InjectDataSource() ds: DataSource) {
    this.apps = ds.getRepository(AppEntity);
  }

  findByToken(token: string): Promise<AppEntity | null> {
    return this.apps.findOneBy({ token });
  }

  findById(id: string): Promise<AppEntity | null> {
    return this.apps.findOneBy({ id });
  }
}
