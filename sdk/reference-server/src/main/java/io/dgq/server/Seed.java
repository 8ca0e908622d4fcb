package io.dgq.server;

import io.dgq.server.internal.data.snapshot.SnapshotCodec;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Objects;

/**
 * The data a server starts with, and returns to on {@link ReferenceServer#reset()}: nothing, the built-in demo
 * workspace, or a snapshot that {@link ReferenceServer#snapshot()} wrote (or one written by hand in its format).
 *
 * <p>A snapshot seed is read and checked when it is made, and kept in memory: later changes to its file do not
 * change the seed, and a malformed or too new snapshot is refused at once, naming the problem.
 */
public final class Seed {

    /** No records at all. */
    public static final Seed EMPTY = new Seed("EMPTY", null);

    /**
     * A small, coherent workspace across every resource: sources, domains with sub-domains, glossaries with
     * categories and terms, tags, applications, custom fields, patterns, parameters, templates with metrics, alert
     * clusters with alerts, documents and conversations. Ids are stable across starts and resets; timestamps are
     * days before the server's start.
     */
    public static final Seed DEMO = new Seed("DEMO", null);

    /** The largest snapshot file read: 1 GiB. */
    public static final long MAX_FILE_BYTES = 1L << 30;

    private final String name;
    private final SnapshotCodec.Snapshot snapshot;

    private Seed(String name, SnapshotCodec.Snapshot snapshot) {
        this.name = name;
        this.snapshot = snapshot;
    }

    /**
     * A seed of the snapshot in a file, such as one saved from {@link ReferenceServer#snapshot()}.
     *
     * @param file a UTF-8 JSON snapshot of at most {@link #MAX_FILE_BYTES}
     * @return the seed, holding the file's content as it is now
     * @throws IllegalArgumentException when the file is not a valid snapshot, is too large or too new; the message
     *     names the file and the problem
     * @throws UncheckedIOException when the file cannot be read
     */
    public static Seed fromFile(Path file) {
        Objects.requireNonNull(file, "file");
        String json;
        try {
            long size = Files.size(file);
            if (size > MAX_FILE_BYTES) {
                throw new IllegalArgumentException("seed file " + file + " is " + size + " bytes, more than the "
                        + MAX_FILE_BYTES + " bytes a snapshot may have");
            }
            json = StandardCharsets.UTF_8
                    .newDecoder()
                    .decode(ByteBuffer.wrap(Files.readAllBytes(file)))
                    .toString();
        } catch (NoSuchFileException e) {
            throw new UncheckedIOException("seed file " + file + " does not exist", e);
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException("seed file " + file + " is not UTF-8 text", e);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read seed file " + file + ": " + e.getMessage(), e);
        }
        try {
            return new Seed("file " + file, SnapshotCodec.read(json));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("seed file " + file + ": " + e.getMessage(), e);
        }
    }

    /**
     * A seed of a snapshot's JSON text, such as one {@link ReferenceServer#snapshot()} answered.
     *
     * @param json the snapshot
     * @return the seed
     * @throws IllegalArgumentException when the text is not a valid snapshot, or is too new; the message names the
     *     problem
     */
    public static Seed fromJson(String json) {
        return new Seed("snapshot", SnapshotCodec.read(Objects.requireNonNull(json, "json")));
    }

    /** The checked snapshot of a snapshot seed; {@code null} for {@link #EMPTY} and {@link #DEMO}. */
    SnapshotCodec.Snapshot snapshot() {
        return snapshot;
    }

    /** {@return {@code EMPTY}, {@code DEMO}, {@code file <path>} or {@code snapshot}} */
    @Override
    public String toString() {
        return name;
    }
}
