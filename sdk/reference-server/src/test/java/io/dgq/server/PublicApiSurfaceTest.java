package io.dgq.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The published API shows no type of the {@code io.dgq.server.internal} packages: no public or protected
 * constructor, method or field of a public type of another package mentions one in its signature, nor does such a
 * type extend or implement one. The internal packages are public only so that they can reach one another.
 */
class PublicApiSurfaceTest {

    private static final String INTERNAL = "io.dgq.server.internal";

    @Test
    void noPublicSignatureOfAnExportedPackageMentionsAnInternalType() throws Exception {
        List<Class<?>> published = publishedTypes();
        List<String> leaks = new ArrayList<>();

        for (Class<?> type : published) {
            checkType(type, leaks);
        }

        assertThat(published).contains(ReferenceServer.class, ReferenceServer.Builder.class, ReferenceServerMain.class,
                Seed.class, TokenType.class, RequestPattern.class, io.dgq.server.faults.Faults.class,
                io.dgq.server.journal.RequestJournal.class, io.dgq.server.junit.ReferenceServerExtension.class,
                io.dgq.server.admin.AdminApi.class, io.dgq.server.snapshot.IdGenerator.class);
        assertThat(leaks).isEmpty();
    }

    @Test
    void findsAnInternalTypeHiddenInAGenericSignature() throws Exception {
        List<String> leaks = new ArrayList<>();

        checkType(Leaky.class, leaks);

        assertThat(leaks).hasSize(4).allMatch(leak -> leak.contains(INTERNAL));
    }

    /** Mentions an internal type four times: a field, a nested type argument, a bound and its use. */
    public static final class Leaky {
        /** A leak through a field. */
        public io.dgq.server.internal.store.RecordStore store;

        /** {@return a leak through a type argument} */
        public List<? extends Set<io.dgq.server.internal.auth.Caller>> callers() {
            return List.of();
        }

        /** {@return a leak through a type variable's bound} */
        public <T extends io.dgq.server.internal.store.RecordStore> T bound() {
            return null;
        }

        /** {@return not a leak: private} */
        private io.dgq.server.internal.store.RecordStore hidden() {
            return store;
        }
    }

    private static List<Class<?>> publishedTypes() throws Exception {
        Path classes = Path.of(ReferenceServer.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<Class<?>> types = new ArrayList<>();
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".class"))::iterator) {
                String name = classes.relativize(file).toString().replace(file.getFileSystem().getSeparator(), ".");
                name = name.substring(0, name.length() - ".class".length());
                if (name.startsWith(INTERNAL + ".") || name.endsWith("package-info") || name.equals("module-info")) {
                    continue;
                }
                Class<?> type = Class.forName(name, false, ReferenceServer.class.getClassLoader());
                if (isReachable(type)) {
                    types.add(type);
                }
            }
        }
        return types;
    }

    /** {@return whether the type and every type enclosing it are public or protected} */
    private static boolean isReachable(Class<?> type) {
        for (Class<?> t = type; t != null; t = t.getDeclaringClass()) {
            if (t.isAnonymousClass() || t.isLocalClass() || t.isSynthetic() || !isVisible(t.getModifiers())) {
                return false;
            }
        }
        return true;
    }

    private static boolean isVisible(int modifiers) {
        return Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers);
    }

    private static void checkType(Class<?> type, List<String> leaks) {
        String owner = type.getName();
        check(type.getGenericSuperclass(), owner + " extends", leaks);
        for (Type implemented : type.getGenericInterfaces()) {
            check(implemented, owner + " implements", leaks);
        }
        for (TypeVariable<?> variable : type.getTypeParameters()) {
            check(variable, owner + "<" + variable.getName() + ">", leaks);
        }
        for (Field field : type.getDeclaredFields()) {
            if (isVisible(field.getModifiers()) && !field.isSynthetic()) {
                check(field.getGenericType(), owner + "." + field.getName(), leaks);
            }
        }
        for (Constructor<?> constructor : type.getDeclaredConstructors()) {
            checkExecutable(constructor, owner + ".<init>", leaks);
        }
        for (Method method : type.getDeclaredMethods()) {
            if (!method.isBridge()) {
                checkExecutable(method, owner + "." + method.getName(), leaks);
                if (isVisible(method.getModifiers()) && !method.isSynthetic()) {
                    check(method.getGenericReturnType(), owner + "." + method.getName() + " returns", leaks);
                }
            }
        }
    }

    private static void checkExecutable(Executable executable, String where, List<String> leaks) {
        if (!isVisible(executable.getModifiers()) || executable.isSynthetic()) {
            return;
        }
        for (Type parameter : executable.getGenericParameterTypes()) {
            check(parameter, where + " takes", leaks);
        }
        for (Type thrown : executable.getGenericExceptionTypes()) {
            check(thrown, where + " throws", leaks);
        }
        for (TypeVariable<?> variable : executable.getTypeParameters()) {
            check(variable, where + "<" + variable.getName() + ">", leaks);
        }
    }

    private static void check(Type type, String where, List<String> leaks) {
        Set<Type> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        List<Type> pending = new ArrayList<>();
        pending.add(type);
        while (!pending.isEmpty()) {
            Type t = pending.remove(pending.size() - 1);
            if (t == null || !seen.add(t)) {
                continue;
            }
            if (t instanceof Class<?>) {
                Class<?> c = (Class<?>) t;
                while (c.isArray()) {
                    c = c.getComponentType();
                }
                if (c.getPackageName().equals(INTERNAL) || c.getPackageName().startsWith(INTERNAL + ".")) {
                    leaks.add(where + ": " + c.getName());
                }
            } else if (t instanceof ParameterizedType) {
                ParameterizedType p = (ParameterizedType) t;
                pending.add(p.getRawType());
                pending.add(p.getOwnerType());
                pending.addAll(List.of(p.getActualTypeArguments()));
            } else if (t instanceof WildcardType) {
                pending.addAll(List.of(((WildcardType) t).getUpperBounds()));
                pending.addAll(List.of(((WildcardType) t).getLowerBounds()));
            } else if (t instanceof TypeVariable<?>) {
                pending.addAll(List.of(((TypeVariable<?>) t).getBounds()));
            } else if (t instanceof GenericArrayType) {
                pending.add(((GenericArrayType) t).getGenericComponentType());
            }
        }
    }
}
