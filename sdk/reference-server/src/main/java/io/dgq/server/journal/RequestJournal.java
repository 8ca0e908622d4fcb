package io.dgq.server.journal;

import io.dgq.server.RequestPattern;
import java.util.List;

/**
 * The last requests a server received, oldest first, with what it answered; bounded (1,000 by default), the oldest
 * dropped first. Secrets are redacted before a request is kept (see {@link RecordedRequest}). Thread-safe; every
 * query works on a snapshot. The verifications throw {@link AssertionError}, which every test framework reports as
 * a failure, with a message listing the requests that came closest.
 *
 * <pre>{@code
 * assertThat(server.journal().count("GET", "/governance/domain/{id}")).isEqualTo(2);
 * server.journal().verifySent("POST", "/governance/domain/", "name", "Finance");
 * server.journal().verifySent("POST", "/sources/", "/credentials/database", "sales");
 * }</pre>
 */
public interface RequestJournal {

    /** {@return a snapshot of the kept requests, oldest first} */
    List<RecordedRequest> requests();

    /**
     * The kept requests numbered after a {@linkplain RecordedRequest#sequence() sequence number}, for a reader that
     * follows the journal: it asks again with the number of the newest request it has.
     *
     * @param after a sequence number; 0 for every kept request
     * @return a snapshot, oldest first
     */
    default List<RecordedRequest> requestsSince(long after) {
        return requests().stream().filter(request -> request.sequence() > after).toList();
    }

    /** {@return the sequence number of the newest request ever kept, 0 when none was (kept even after a clear)} */
    default long lastSequence() {
        List<RecordedRequest> all = requests();
        return all.isEmpty() ? 0 : all.get(all.size() - 1).sequence();
    }

    /**
     * {@return the sequence number of the oldest request kept, 0 when none is: a reader that follows the journal
     * forgets the requests numbered below it, pushed out by newer ones or cleared}
     */
    default long oldestSequence() {
        List<RecordedRequest> all = requests();
        return all.isEmpty() ? 0 : all.get(0).sequence();
    }

    /** {@return how many requests the journal keeps at most} */
    int capacity();

    /** Forgets every kept request. */
    void clear();

    /**
     * The kept requests that match a pattern.
     *
     * @param where the requests to keep
     * @return a snapshot, oldest first
     */
    default List<RecordedRequest> requests(RequestPattern where) {
        return requests().stream()
                .filter(request -> where.matches(request.method(), request.path()))
                .toList();
    }

    /**
     * The kept requests with a method and route template.
     *
     * @param method an HTTP method, or {@code *} for any
     * @param template a route template such as {@code /governance/domain/{id}}, relative to {@code /api/v1}
     * @return a snapshot, oldest first
     * @throws IllegalArgumentException when the pattern is not valid (see {@link RequestPattern#of(String, String)})
     */
    default List<RecordedRequest> requests(String method, String template) {
        return requests(RequestPattern.of(method, template));
    }

    /**
     * Counts the kept requests with a method and route template.
     *
     * @param method an HTTP method, or {@code *} for any
     * @param template a route template, relative to {@code /api/v1}
     * @return how many were kept
     * @throws IllegalArgumentException when the pattern is not valid
     */
    default int count(String method, String template) {
        return requests(method, template).size();
    }

    /**
     * Counts the kept requests that match a pattern.
     *
     * @param where the requests to count
     * @return how many were kept
     */
    default int count(RequestPattern where) {
        return requests(where).size();
    }

    /**
     * Checks that exactly {@code expected} kept requests match a pattern.
     *
     * @param where the requests to count
     * @param expected the number expected
     * @throws AssertionError when another number was kept; the message lists the requests kept
     */
    default void verifyCount(RequestPattern where, int expected) {
        Verification.count(requests(), where, expected);
    }

    /**
     * Checks that exactly {@code expected} kept requests have a method and route template.
     *
     * @param method an HTTP method, or {@code *} for any
     * @param template a route template, relative to {@code /api/v1}
     * @param expected the number expected
     * @throws AssertionError when another number was kept; the message lists the requests kept
     * @throws IllegalArgumentException when the pattern is not valid
     */
    default void verifyCount(String method, String template, int expected) {
        verifyCount(RequestPattern.of(method, template), expected);
    }

    /**
     * Checks that a kept request matching a pattern has a body field with a value, and returns the latest such
     * request.
     *
     * @param where the requests to look at
     * @param field a top-level member's name, or a JSON Pointer such as {@code /credentials/database}
     * @param value the value expected: a {@code String}, {@code Number}, {@code Boolean}, a Jackson
     *     {@code JsonNode}, or {@code null} for a JSON null; numbers compare by value ({@code 2} equals {@code 2.0})
     * @return the latest matching request
     * @throws AssertionError when none has it; the message lists the near misses
     * @throws IllegalArgumentException when the value is of another type or the field is empty
     */
    default RecordedRequest verifySent(RequestPattern where, String field, Object value) {
        return Verification.sent(requests(), where, field, value);
    }

    /**
     * Checks that a kept request with a method and route template has a body field with a value.
     *
     * @param method an HTTP method, or {@code *} for any
     * @param template a route template, relative to {@code /api/v1}
     * @param field a top-level member's name, or a JSON Pointer
     * @param value the value expected (see {@link #verifySent(RequestPattern, String, Object)})
     * @return the latest matching request
     * @throws AssertionError when none has it; the message lists the near misses
     * @throws IllegalArgumentException when the pattern or the value's type is not valid, or the field is empty
     */
    default RecordedRequest verifySent(String method, String template, String field, Object value) {
        return verifySent(RequestPattern.of(method, template), field, value);
    }
}
