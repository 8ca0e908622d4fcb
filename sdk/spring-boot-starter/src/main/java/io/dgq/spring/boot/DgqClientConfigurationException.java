package io.dgq.spring.boot;

import java.util.Objects;

/**
 * The auto-configured DGQ client cannot be built from the application's configuration: a property is missing or
 * invalid. Reported at start-up by a failure analysis that names the property to set. Its message never holds the
 * token.
 */
public final class DgqClientConfigurationException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** The property to set or correct. */
    private final String property;

    /** What to do about it. */
    private final String action;

    /**
     * Creates the exception.
     *
     * @param property the property to set or correct, such as {@code dgq.base-url}
     * @param problem what is wrong with it
     * @param action what to do about it
     */
    public DgqClientConfigurationException(String property, String problem, String action) {
        super(Objects.requireNonNull(property, "property") + ": " + problem);
        this.property = property;
        this.action = Objects.requireNonNull(action, "action");
    }

    /** {@return the property to set or correct, such as {@code dgq.base-url}} */
    public String property() {
        return property;
    }

    /** {@return what to do, as the failure analysis says it} */
    public String action() {
        return action;
    }
}
