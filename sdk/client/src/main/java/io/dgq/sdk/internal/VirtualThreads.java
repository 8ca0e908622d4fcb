package io.dgq.sdk.internal;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;

/**
 * Virtual threads (Java 21 and later) for a build of the SDK that runs on Java 17: found by reflection when the
 * client is built, never loaded on an older JVM. Internal.
 */
public final class VirtualThreads {

    /** The first Java release with virtual threads (JEP 444). */
    public static final int SINCE_JAVA = 21;

    private VirtualThreads() {}

    /** {@return whether this JVM has virtual threads} */
    public static boolean available() {
        return Runtime.version().feature() >= SINCE_JAVA;
    }

    /**
     * Creates an executor that starts a new virtual thread for each task, named {@code prefix} and a number.
     *
     * @param prefix the start of the threads' names
     * @return the executor; {@link ExecutorService#shutdown()} stops it taking tasks
     * @throws IllegalStateException if this JVM has no virtual threads
     */
    public static ExecutorService perTask(String prefix) {
        if (!available()) {
            throw new IllegalStateException(
                    "virtual threads need Java " + SINCE_JAVA + " or later; this JVM is Java " + Runtime.version());
        }
        try {
            Object builder = Thread.class.getMethod("ofVirtual").invoke(null);
            Class<?> ofVirtual = Class.forName("java.lang.Thread$Builder$OfVirtual");
            builder = ofVirtual.getMethod("name", String.class, long.class).invoke(builder, prefix, 0L);
            ThreadFactory factory = (ThreadFactory) Class.forName("java.lang.Thread$Builder")
                    .getMethod("factory")
                    .invoke(builder);
            Method perTask = Executors.class.getMethod("newThreadPerTaskExecutor", ThreadFactory.class);
            return (ExecutorService) perTask.invoke(null, factory);
        } catch (InvocationTargetException e) {
            throw new IllegalStateException("this JVM could not make a virtual thread executor", e.getCause());
        } catch (ReflectiveOperationException | ClassCastException e) {
            throw new IllegalStateException("this JVM could not make a virtual thread executor", e);
        }
    }
}
