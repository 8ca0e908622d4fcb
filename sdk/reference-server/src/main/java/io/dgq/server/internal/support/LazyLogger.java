package io.dgq.server.internal.support;

import java.util.ResourceBundle;

/**
 * A {@link System.Logger} that finds its logger when it first logs: finding one sets up the logging backend
 * ({@code java.util.logging} reads its configuration), which the server's start does not need.
 */
public final class LazyLogger implements System.Logger {

    private final String name;
    private volatile System.Logger logger;

    private LazyLogger(String name) {
        this.name = name;
    }

    /** {@return a logger named after a class, found when first used} */
    public static System.Logger of(Class<?> owner) {
        return new LazyLogger(owner.getName());
    }

    private System.Logger logger() {
        System.Logger found = logger;
        if (found == null) {
            found = System.getLogger(name);
            logger = found;
        }
        return found;
    }

    @Override
    public String getName() {
        return name;
    }

    @Override
    public boolean isLoggable(Level level) {
        return logger().isLoggable(level);
    }

    @Override
    public void log(Level level, ResourceBundle bundle, String message, Throwable thrown) {
        logger().log(level, bundle, message, thrown);
    }

    @Override
    public void log(Level level, ResourceBundle bundle, String format, Object... params) {
        logger().log(level, bundle, format, params);
    }
}
