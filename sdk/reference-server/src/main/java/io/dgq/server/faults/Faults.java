package io.dgq.server.faults;

import io.dgq.server.RequestPattern;
import java.util.List;

/**
 * The faults injected into a running server, for tests of failure paths. A request matching a rule's
 * {@link RequestPattern} gets the rule's {@link Fault} instead of (or around) its real answer, for the next
 * {@code n} matches or until the rule is removed. Rules are tried in the order they were added; the first one that
 * matches and has a match left applies, and a request gets at most one fault. Thread-safe: under concurrent
 * requests, a rule for the next 3 matches applies to exactly 3 requests.
 *
 * <p>Faults are tried before authentication, so they also apply to requests without a valid token, and before
 * the rate limit. {@link io.dgq.server.ReferenceServer#reset()} removes every rule.
 *
 * <pre>{@code
 * server.faults().times(1, "GET", "/governance/domain/{id}", Fault.error(503).withRetryAfter(Duration.ofSeconds(1)));
 * server.faults().always(RequestPattern.regex("*", "/api/v1/governance/.*"), Fault.dropConnection());
 * }</pre>
 */
public interface Faults {

    /**
     * Adds a rule for the next {@code count} matching requests.
     *
     * @param count how many requests the fault applies to, at least 1
     * @param where the requests it applies to
     * @param fault what happens to them
     * @return the rule, which tells how many matches it has left and can be removed
     * @throws IllegalArgumentException when {@code count} is less than 1
     */
    FaultRule times(int count, RequestPattern where, Fault fault);

    /**
     * Adds a rule for every matching request until it is removed.
     *
     * @param where the requests it applies to
     * @param fault what happens to them
     * @return the rule
     */
    FaultRule always(RequestPattern where, Fault fault);

    /** {@return the rules that still apply, in the order they were added} */
    List<FaultRule> rules();

    /** Removes every rule. */
    void clear();

    /**
     * Adds a rule for the next {@code count} requests with this method and route template.
     *
     * @param count how many requests the fault applies to, at least 1
     * @param method an HTTP method, or {@code *} for any
     * @param template a route template such as {@code /governance/domain/{id}}, relative to {@code /api/v1}
     * @param fault what happens to them
     * @return the rule
     * @throws IllegalArgumentException when {@code count} is less than 1 or the pattern is not valid (see
     *     {@link RequestPattern#of(String, String)})
     */
    default FaultRule times(int count, String method, String template, Fault fault) {
        return times(count, RequestPattern.of(method, template), fault);
    }

    /**
     * Adds a rule for the next request with this method and route template.
     *
     * @param method an HTTP method, or {@code *} for any
     * @param template a route template such as {@code /governance/domain/{id}}, relative to {@code /api/v1}
     * @param fault what happens to it
     * @return the rule
     * @throws IllegalArgumentException when the pattern is not valid
     */
    default FaultRule once(String method, String template, Fault fault) {
        return times(1, RequestPattern.of(method, template), fault);
    }

    /**
     * Adds a rule for every request with this method and route template until it is removed.
     *
     * @param method an HTTP method, or {@code *} for any
     * @param template a route template such as {@code /governance/domain/{id}}, relative to {@code /api/v1}
     * @param fault what happens to them
     * @return the rule
     * @throws IllegalArgumentException when the pattern is not valid
     */
    default FaultRule always(String method, String template, Fault fault) {
        return always(RequestPattern.of(method, template), fault);
    }
}
