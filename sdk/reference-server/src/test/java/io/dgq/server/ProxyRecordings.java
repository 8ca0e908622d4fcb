package io.dgq.server;

import io.dgq.server.internal.proxy.Recording;

/** Reaches a proxy's recording from tests of other packages, which compare answers redacted as it redacts them. */
public final class ProxyRecordings {

    private ProxyRecordings() {}

    /** {@return the recording of a server built with {@code record(Path)}, or {@code null}} */
    public static Recording of(ReferenceServer server) {
        return server.recording();
    }
}
