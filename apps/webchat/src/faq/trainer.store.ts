import { TrainerStore } from '@parley/trainer-runtime';
import { DataSource } from 'typeorm';

/** The trainer's tables, read by the FAQ bot's models: the store of libs/trainer-runtime over the webchat's DataSource. */
export const trainerStoreProvider = { provide: TrainerStore, inject: [DataSource], useFactory: (ds: DataSource) => new TrainerStore(ds) };
