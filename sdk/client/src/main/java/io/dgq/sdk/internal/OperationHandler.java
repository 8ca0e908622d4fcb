package io.dgq.sdk.internal;

import io.dgq.sdk.DgqResponse;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The implementation of one view of a resource client (its plain interface or its raw-response view, blocking or
 * asynchronous as its runner says): maps each abstract method, by name, to the operation declared for it, once,
 * when the view is built, and then binds the arguments of each call and runs it. Default methods run as written;
 * {@code toString} names the interface, {@code equals} is identity. Thread-safe once built. Internal.
 */
final class OperationHandler implements InvocationHandler {

    /** What one method of a view does, decided once per view and kind of runner, whatever the transport. */
    private sealed interface Step permits DefaultStep, SubViewStep, OperationStep {}

    /** A default method: runs as written. */
    private record DefaultStep(Method method) implements Step {}

    /** A method that answers a nested view, such as {@code withRawResponse()}. */
    private record SubViewStep(Class<?> view) implements Step {}

    /** A method bound to its operation, with what makes its answer of the envelope. */
    private record OperationStep(ApiOperation operation, Function<? super DgqResponse<?>, ?> answer) implements Step {}

    /** What decides a view's steps: the view, its declarations, and the kind of runner that maps its answers. */
    private record PlanKey(Class<?> view, List<ApiOperation> operations, Class<?> runnerKind) {}

    /** The steps of each view, checked once per JVM rather than once per client built. */
    private static final Map<PlanKey, Map<Method, Step>> PLANS = new ConcurrentHashMap<>();

    private final String viewName;
    private final Map<Method, Step> steps;
    private final CallRunner runner;
    private final Map<Class<?>, Object> subViews;

    /**
     * Builds the handler of a view: {@code runner} runs each bound call, and an abstract method without parameters
     * whose type is a key of {@code subViews} answers its value.
     *
     * @throws IllegalStateException if an abstract method has no declaration or does not fit it, or a declaration
     *     has no method
     */
    OperationHandler(Class<?> view, List<ApiOperation> operations, CallRunner runner, Map<Class<?>, Object> subViews) {
        this.viewName = viewName(view);
        this.runner = runner;
        this.subViews = subViews;
        this.steps = PLANS.computeIfAbsent(
                new PlanKey(view, operations, runner.getClass()),
                key -> plan(view, operations, runner, subViews.keySet()));
    }

    private static String viewName(Class<?> view) {
        return view.getName().substring(view.getPackageName().length() + 1).replace('$', '.');
    }

    /** Maps each method of a view to its step, checking every method against its declaration. */
    private static Map<Method, Step> plan(
            Class<?> view, List<ApiOperation> operations, CallRunner runner, Set<Class<?>> subViewTypes) {
        String viewName = viewName(view);
        Map<String, ApiOperation> unmatched = operations.stream()
                .collect(Collectors.toMap(
                        ApiOperation::name,
                        o -> o,
                        (a, b) -> {
                            throw new IllegalStateException(viewName + ": " + a + " declared twice");
                        },
                        LinkedHashMap::new));
        Map<TypeVariable<?>, Type> bindings = new HashMap<>();
        bind(view, bindings);
        Map<Method, Step> steps = new HashMap<>();
        for (Method method : view.getMethods()) {
            if (Modifier.isStatic(method.getModifiers())) {
                continue;
            }
            Class<?> returned = erasure(resolve(method.getGenericReturnType(), bindings));
            if (method.isDefault()) {
                steps.put(method, new DefaultStep(method));
            } else if (method.getParameterCount() == 0 && subViewTypes.contains(returned)) {
                steps.put(method, new SubViewStep(returned));
            } else {
                ApiOperation operation = unmatched.remove(method.getName());
                if (operation == null) {
                    throw new IllegalStateException(viewName + "." + method.getName() + " has no declared operation"
                            + " (or another abstract method has its name)");
                }
                steps.put(method, bound(viewName, method, operation, bindings, runner));
            }
        }
        if (!unmatched.isEmpty()) {
            throw new IllegalStateException(
                    viewName + " has no method for the declared operations " + unmatched.keySet());
        }
        return Map.copyOf(steps);
    }

    private static Step bound(
            String viewName,
            Method method,
            ApiOperation operation,
            Map<TypeVariable<?>, Type> bindings,
            CallRunner runner) {
        Type answer = runner.answerType(method.getGenericReturnType());
        boolean envelope = erasure(answer) == DgqResponse.class;
        String expected = envelope
                ? DgqResponse.class.getTypeName() + "<" + operation.envelopeDataType() + ">"
                : operation.plainType();
        List<String> parameters = new ArrayList<>();
        for (Type parameter : method.getGenericParameterTypes()) {
            parameters.add(name(parameter, bindings));
        }
        if (!name(answer, bindings).equals(expected) || !parameters.equals(operation.argumentTypes())) {
            throw new IllegalStateException(viewName + "." + method.getName() + " does not fit " + operation
                    + ": it answers " + name(answer, bindings) + " and takes " + parameters + ", the declaration "
                    + expected + " and " + operation.argumentTypes());
        }
        Function<? super DgqResponse<?>, ?> toAnswer = envelope ? Function.identity() : operation::plain;
        return new OperationStep(operation, toAnswer);
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        Step step = steps.get(method);
        if (step instanceof OperationStep operation) {
            return runner.run(operation.operation().bind(args), operation.answer());
        }
        if (step instanceof SubViewStep subView) {
            return subViews.get(subView.view());
        }
        if (step instanceof DefaultStep) {
            return InvocationHandler.invokeDefault(proxy, method, args);
        }
        return switch (method.getName()) { // the three methods of Object that a proxy forwards
            case "toString" -> viewName;
            case "hashCode" -> System.identityHashCode(proxy);
            default -> proxy == args[0];
        };
    }

    /** Records what each type variable of the view's super-interfaces stands for. */
    private static void bind(Type type, Map<TypeVariable<?>, Type> bindings) {
        Class<?> raw = erasure(type);
        if (type instanceof ParameterizedType parameterized) {
            TypeVariable<?>[] variables = raw.getTypeParameters();
            Type[] arguments = parameterized.getActualTypeArguments();
            for (int i = 0; i < variables.length; i++) {
                bindings.put(variables[i], arguments[i]);
            }
        }
        for (Type parent : raw.getGenericInterfaces()) {
            bind(parent, bindings);
        }
    }

    private static Type resolve(Type type, Map<TypeVariable<?>, Type> bindings) {
        return type instanceof TypeVariable<?> variable && bindings.containsKey(variable)
                ? resolve(bindings.get(variable), bindings)
                : type;
    }

    private static String name(Type unresolved, Map<TypeVariable<?>, Type> bindings) {
        Type type = resolve(unresolved, bindings);
        if (type instanceof ParameterizedType parameterized) {
            return name(parameterized.getRawType(), bindings)
                    + List.of(parameterized.getActualTypeArguments()).stream()
                            .map(t -> name(t, bindings))
                            .collect(Collectors.joining(", ", "<", ">"));
        }
        return type.getTypeName();
    }

    private static Class<?> erasure(Type type) {
        if (type instanceof ParameterizedType parameterized) {
            return (Class<?>) parameterized.getRawType();
        }
        return type instanceof Class<?> c ? c : Object.class;
    }
}
