package io.dgq.server.faults;

import io.dgq.server.RequestPattern;
import java.util.OptionalInt;

/** One injected rule of {@link Faults}: which requests, what fault, and how many matches are left. Thread-safe. */
public interface FaultRule {

    /** {@return the requests the rule applies to} */
    RequestPattern where();

    /** {@return what happens to them} */
    Fault fault();

    /** {@return how many more requests the rule applies to, or empty for a rule that applies until removed} */
    OptionalInt remaining();

    /** {@return how many requests the rule has applied to so far} */
    int applied();

    /** Removes the rule, so that it applies to no further request; removing it again does nothing. */
    void remove();
}
