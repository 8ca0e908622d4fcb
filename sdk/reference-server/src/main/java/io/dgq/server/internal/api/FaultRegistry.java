package io.dgq.server.internal.api;

import io.dgq.server.RequestPattern;
import io.dgq.server.faults.Fault;
import io.dgq.server.faults.FaultRule;
import io.dgq.server.faults.Faults;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The server's injected faults: a list of rules, each consumed atomically, so that a rule for {@code n} matches
 * applies to exactly {@code n} requests however many arrive at once.
 */
public final class FaultRegistry implements Faults {

    private static final int UNLIMITED = -1;

    private final List<Rule> rules = new CopyOnWriteArrayList<>();
    /** The in-process transports open; guarded by this. */
    private int inProcess;

    @Override
    public FaultRule times(int count, RequestPattern where, Fault fault) {
        if (count < 1) {
            throw new IllegalArgumentException("count must be at least 1, got " + count);
        }
        return add(new Rule(where, fault, count));
    }

    @Override
    public FaultRule always(RequestPattern where, Fault fault) {
        return add(new Rule(where, fault, UNLIMITED));
    }

    @Override
    public List<FaultRule> rules() {
        return rules.stream().filter(Rule::live).map(FaultRule.class::cast).toList();
    }

    @Override
    public void clear() {
        rules.forEach(Rule::remove);
    }

    /**
     * Whether a rule is in force, so that a request may meet a fault (a delay among them); {@code false} means every
     * answer is computed without waiting.
     */
    public boolean armed() {
        return !rules.isEmpty();
    }

    /** The fault of the first live rule that matches, taking one of its matches; {@code null} when none does. */
    Fault take(String method, String rawPath) {
        if (rules.isEmpty()) {
            return null;
        }
        for (Rule rule : rules) {
            if (rule.where.matches(method, rawPath) && rule.consume()) {
                return rule.fault;
            }
        }
        return null;
    }

    private synchronized Rule add(Rule rule) {
        if (inProcess > 0 && needsSocket(rule.fault)) {
            throw new IllegalStateException(socketOnly(rule.fault) + ", and this server has an in-process transport "
                    + "open: close it, or test this over HTTP (a client of the server's baseUrl())");
        }
        rules.add(rule);
        return rule;
    }

    /**
     * Counts an in-process transport opened: from now until it is closed, a fault that needs a socket is refused
     * when added.
     *
     * @throws IllegalStateException when a rule with such a fault is in force
     */
    public synchronized void inProcessOpened() {
        for (Rule rule : rules) {
            if (rule.live() && needsSocket(rule.fault)) {
                throw new IllegalStateException(socketOnly(rule.fault) + ", and a rule with it is in force (" + rule
                        + "): remove it before opening an in-process transport");
            }
        }
        inProcess++;
    }

    /** Counts an in-process transport closed. */
    public synchronized void inProcessClosed() {
        inProcess--;
    }

    /**
     * Whether a fault acts on the connection after its answer, which only a socket has: the in-process transport
     * plays every other fault (as the failure a socket transport would raise when the fault breaks the connection).
     */
    private static boolean needsSocket(Fault fault) {
        return fault instanceof Fault.CloseWhenIdle;
    }

    private static String socketOnly(Fault fault) {
        return "Fault.closeWhenIdle (" + fault
                + ") needs a socket: it closes the connection after the answer, and an in-process transport has "
                + "no connection";
    }

    /** One rule; {@code left} is {@link #UNLIMITED}, a count of matches left, or 0 once used up or removed. */
    private final class Rule implements FaultRule {

        private final RequestPattern where;
        private final Fault fault;
        private final AtomicInteger left;
        private final AtomicInteger applied = new AtomicInteger();
        private volatile boolean removed;

        Rule(RequestPattern where, Fault fault, int count) {
            this.where = Objects.requireNonNull(where, "where");
            this.fault = Objects.requireNonNull(fault, "fault");
            this.left = new AtomicInteger(count);
        }

        boolean consume() {
            while (!removed) {
                int now = left.get();
                if (now == 0) {
                    return false;
                }
                if (now == UNLIMITED || left.compareAndSet(now, now - 1)) {
                    applied.incrementAndGet();
                    if (now == 1) {
                        rules.remove(this);
                    }
                    return true;
                }
            }
            return false;
        }

        boolean live() {
            return !removed && left.get() != 0;
        }

        @Override
        public RequestPattern where() {
            return where;
        }

        @Override
        public Fault fault() {
            return fault;
        }

        @Override
        public OptionalInt remaining() {
            int now = left.get();
            return now == UNLIMITED
                    ? (removed ? OptionalInt.of(0) : OptionalInt.empty())
                    : OptionalInt.of(removed ? 0 : now);
        }

        @Override
        public int applied() {
            return applied.get();
        }

        @Override
        public void remove() {
            removed = true;
            rules.remove(this);
        }

        @Override
        public String toString() {
            OptionalInt remaining = remaining();
            return where + " -> " + fault + " ("
                    + (remaining.isPresent() ? remaining.getAsInt() + " left" : "until removed") + ", applied "
                    + applied.get() + ")";
        }
    }
}
