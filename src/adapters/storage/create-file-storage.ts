import type { Config } from "../../config/config.server.ts";
import { type FileStorage, localFileStorage, privateFilesDir } from "./file-storage.ts";
import { s3FileStorage } from "./s3-storage.ts";

/** The private file storage configuration asks for (FILE_STORAGE): a local folder by default, or a bucket. */
export function createFileStorage(config: Pick<Config, "files" | "dataDir">): FileStorage {
  const { storage } = config.files;
  return storage.kind === "s3" ? s3FileStorage(storage) : localFileStorage(privateFilesDir(config.dataDir));
}
