package io.dgq.sdk.internal.checks;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;

/**
 * Finds the companion a type names with {@link Companion}, made once per type and kept for as long as the type is.
 *
 * @param <T> what the companion implements
 */
public final class Companions<T> {

    private final Class<T> kind;

    private final ClassValue<T> declared = new ClassValue<>() {
        @Override
        protected T computeValue(Class<?> type) {
            Companion companion = type.getDeclaredAnnotation(Companion.class);
            return companion == null || !kind.isAssignableFrom(companion.value())
                    ? null
                    : make(type, companion.value());
        }
    };

    private final ClassValue<T> nearest = new ClassValue<>() {
        @Override
        protected T computeValue(Class<?> type) {
            for (Class<?> c = type; c != null; c = c.getSuperclass()) {
                T found = declared.get(c);
                if (found != null) {
                    return found;
                }
            }
            for (Class<?> c = type; c != null; c = c.getSuperclass()) {
                for (Class<?> implemented : c.getInterfaces()) {
                    T found = nearest.get(implemented);
                    if (found != null) {
                        return found;
                    }
                }
            }
            return null;
        }
    };

    private Companions(Class<T> kind) {
        this.kind = kind;
    }

    /**
     * Returns the companions of one kind.
     *
     * @param kind what the companions implement
     * @param <T> that type
     * @return a finder, which keeps what it made: keep it in a constant
     */
    public static <T> Companions<T> of(Class<T> kind) {
        return new Companions<>(kind);
    }

    /**
     * Returns the companion the type itself names.
     *
     * @param type the type
     * @return its companion, or {@code null} when it names none of this kind
     * @throws IllegalStateException if the companion cannot be made
     */
    public T declaredBy(Class<?> type) {
        return declared.get(type);
    }

    /**
     * Returns the companion the type or its nearest superclass names, else one an interface it implements names
     * (searched depth first, in the order each class declares them).
     *
     * @param type the type
     * @return the companion, or {@code null} when none of them names one of this kind
     * @throws IllegalStateException if the companion cannot be made
     */
    public T nearest(Class<?> type) {
        return nearest.get(type);
    }

    private T make(Class<?> type, Class<?> companion) {
        try {
            Constructor<?> constructor = companion.getDeclaredConstructor();
            constructor.setAccessible(true);
            return kind.cast(constructor.newInstance());
        } catch (NoSuchMethodException | InstantiationException | IllegalAccessException e) {
            throw new IllegalStateException("Cannot make the companion of " + type.getName(), e);
        } catch (InvocationTargetException e) {
            throw new IllegalStateException("Cannot make the companion of " + type.getName(), e.getCause());
        }
    }
}
