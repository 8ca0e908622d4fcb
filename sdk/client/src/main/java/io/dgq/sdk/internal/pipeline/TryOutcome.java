package io.dgq.sdk.internal.pipeline;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.http.HttpHeaders;
import java.io.IOException;

/**
 * How one try of a call ended, which alone decides what follows it (an answer to hand back, a retry, or the
 * exception the call ends with). Internal.
 *
 * @param <T> the type of {@code data}
 */
sealed interface TryOutcome<T> {

    /**
     * A successful answer, decoded.
     *
     * @param response the answer
     * @param <T> the type of {@code data}
     */
    record Answer<T>(DgqResponse<T> response) implements TryOutcome<T> {}

    /**
     * An answer that is not a success (nor a redirect followed), its body read up to 1 MiB.
     *
     * @param status the HTTP status
     * @param headers its headers
     * @param body its body, at most 1 MiB
     * @param <T> the type of {@code data}
     */
    record ErrorAnswer<T>(int status, HttpHeaders headers, byte[] body) implements TryOutcome<T> {}

    /**
     * No answer: the connection failed, or the try's time ran out.
     *
     * @param failure what the transport reported (a try canceled by its timer as a timeout)
     * @param unprocessed whether the transport says the server cannot have processed the request, so that even a
     *     create may be sent again
     * @param <T> the type of {@code data}
     */
    record NoAnswer<T>(IOException failure, boolean unprocessed) implements TryOutcome<T> {}

    /**
     * The calling thread was interrupted: the call ends at once, the thread's flag kept.
     *
     * @param cause the interrupt's exception, or {@code null} when only the thread's flag said so
     * @param <T> the type of {@code data}
     */
    record Interrupted<T>(Exception cause) implements TryOutcome<T> {}
}
