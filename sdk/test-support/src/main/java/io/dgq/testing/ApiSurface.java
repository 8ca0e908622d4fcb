package io.dgq.testing;

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

/**
 * The published signatures of a module's classes, read by reflection, and the internal types they mention. A type
 * is internal when its package is the internal package or one below it. The SDK's and the reference server's
 * {@code PublicApiSurfaceTest} both use it.
 */
public final class ApiSurface {

    private final String internal;

    /**
     * A scanner for one internal package.
     *
     * @param internalPackage the package, with those below it, that no published signature may mention
     */
    public ApiSurface(String internalPackage) {
        this.internal = internalPackage;
    }

    /**
     * Every type outside the internal packages that code of another package can reach: public or protected, as is
     * every type enclosing it.
     *
     * @param anchor any class of the classes directory or jar to read
     * @return the published types
     * @throws Exception when the classes cannot be listed or loaded
     */
    public List<Class<?>> publishedTypes(Class<?> anchor) throws Exception {
        Path classes = Path.of(
                anchor.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<Class<?>> types = new ArrayList<>();
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".class"))::iterator) {
                String name = classes.relativize(file)
                        .toString()
                        .replace(file.getFileSystem().getSeparator(), ".");
                name = name.substring(0, name.length() - ".class".length());
                if (name.startsWith(internal + ".") || name.endsWith("package-info") || name.equals("module-info")) {
                    continue;
                }
                Class<?> type = Class.forName(name, false, anchor.getClassLoader());
                if (isReachable(type)) {
                    types.add(type);
                }
            }
        }
        return types;
    }

    /**
     * The internal types a type's published signature mentions: what it extends or implements, its type
     * parameters, and its public or protected fields, constructors and methods.
     *
     * @param type the type to read
     * @return one line per mention, naming where it is and the internal type
     */
    public List<String> leaks(Class<?> type) {
        List<String> leaks = new ArrayList<>();
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
        return leaks;
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

    private void checkExecutable(Executable executable, String where, List<String> leaks) {
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

    private void check(Type type, String where, List<String> leaks) {
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
                if (c.getPackageName().equals(internal) || c.getPackageName().startsWith(internal + ".")) {
                    leaks.add(where + ": " + c.getName());
                }
            } else if (t instanceof ParameterizedType p) {

                pending.add(p.getRawType());
                pending.add(p.getOwnerType());
                pending.addAll(List.of(p.getActualTypeArguments()));
            } else if (t instanceof WildcardType wildcardType) {
                pending.addAll(List.of(wildcardType.getUpperBounds()));
                pending.addAll(List.of(wildcardType.getLowerBounds()));
            } else if (t instanceof TypeVariable<?>) {
                pending.addAll(List.of(((TypeVariable<?>) t).getBounds()));
            } else if (t instanceof GenericArrayType genericArrayType) {
                pending.add(genericArrayType.getGenericComponentType());
            }
        }
    }

    /**
     * The published API as text, one line per type and per public or protected member, sorted: what a change to the
     * public surface shows in a diff. A type's line gives its kind, modifiers, name, type parameters, superclass and
     * interfaces; a member's line its generic signature as {@link java.lang.reflect.Method#toGenericString()} writes
     * it. Synthetic and bridge members, and members of anonymous or local classes, are left out.
     *
     * @param anchor any class of the classes directory or jar to read
     * @return the lines
     * @throws Exception when the classes cannot be listed or loaded
     */
    public List<String> dump(Class<?> anchor) throws Exception {
        java.util.TreeSet<String> lines = new java.util.TreeSet<>();
        for (Class<?> type : publishedTypes(anchor)) {
            if (type.isAnonymousClass() || type.isLocalClass() || type.isSynthetic()) {
                continue;
            }
            lines.add(type.getName() + " : " + describe(type));
            for (java.lang.reflect.Field f : type.getDeclaredFields()) {
                if (published(f.getModifiers()) && !f.isSynthetic()) {
                    lines.add(type.getName() + " : " + f.toGenericString());
                }
            }
            for (java.lang.reflect.Constructor<?> c : type.getDeclaredConstructors()) {
                if (published(c.getModifiers()) && !c.isSynthetic() && !type.isEnum()) {
                    lines.add(type.getName() + " : " + c.toGenericString());
                }
            }
            for (java.lang.reflect.Method m : type.getDeclaredMethods()) {
                if (published(m.getModifiers()) && !m.isSynthetic() && !m.isBridge()) {
                    lines.add(type.getName() + " : " + m.toGenericString());
                }
            }
        }
        return List.copyOf(lines);
    }

    /** A type's line, written here rather than by {@code Class.toGenericString()}, whose text differs by JDK. */
    private static String describe(Class<?> type) {
        String kind = type.isAnnotation()
                ? "@interface"
                : type.isInterface() ? "interface" : type.isEnum() ? "enum" : type.isRecord() ? "record" : "class";
        int modifiers = type.getModifiers()
                & (java.lang.reflect.Modifier.PUBLIC
                        | java.lang.reflect.Modifier.PROTECTED
                        | java.lang.reflect.Modifier.STATIC
                        | java.lang.reflect.Modifier.FINAL
                        | java.lang.reflect.Modifier.ABSTRACT);
        if (type.isInterface()) {
            modifiers &= ~java.lang.reflect.Modifier.ABSTRACT;
        }
        if (type.isEnum() || type.isRecord() || type.isInterface()) {
            modifiers &= ~(java.lang.reflect.Modifier.FINAL | java.lang.reflect.Modifier.STATIC);
        }
        StringBuilder line = new StringBuilder(java.lang.reflect.Modifier.toString(modifiers));
        if (type.isSealed()) {
            line.append(" sealed");
        }
        line.append(' ').append(kind).append(' ').append(type.getName());
        if (type.getTypeParameters().length > 0) {
            line.append(java.util.Arrays.stream(type.getTypeParameters())
                    .map(v -> v.getName()
                            + (v.getBounds().length == 1 && v.getBounds()[0].equals(Object.class)
                                    ? ""
                                    : " extends "
                                            + java.util.Arrays.stream(v.getBounds())
                                                    .map(java.lang.reflect.Type::getTypeName)
                                                    .collect(java.util.stream.Collectors.joining(" & "))))
                    .collect(java.util.stream.Collectors.joining(", ", "<", ">")));
        }
        java.lang.reflect.Type superclass = type.getGenericSuperclass();
        if (superclass != null && !superclass.equals(Object.class) && !type.isEnum() && !type.isRecord()) {
            line.append(" extends ").append(superclass.getTypeName());
        }
        if (type.getGenericInterfaces().length > 0) {
            line.append(type.isInterface() ? " extends " : " implements ")
                    .append(java.util.Arrays.stream(type.getGenericInterfaces())
                            .map(java.lang.reflect.Type::getTypeName)
                            .collect(java.util.stream.Collectors.joining(", ")));
        }
        return line.toString().strip();
    }

    private static boolean published(int modifiers) {
        return java.lang.reflect.Modifier.isPublic(modifiers) || java.lang.reflect.Modifier.isProtected(modifiers);
    }
}
