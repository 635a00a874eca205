"""Order workflow state machine using Enum and a transition table."""
import enum
import json


class State(enum.Enum):
    NEW = "new"
    PAID = "paid"
    SHIPPED = "shipped"
    DELIVERED = "delivered"
    CANCELLED = "cancelled"


class Event(enum.Enum):
    PAY = "pay"
    SHIP = "ship"
    DELIVER = "deliver"
    CANCEL = "cancel"


TRANSITIONS = {
    (State.NEW, Event.PAY): State.PAID,
    (State.NEW, Event.CANCEL): State.CANCELLED,
    (State.PAID, Event.SHIP): State.SHIPPED,
    (State.PAID, Event.CANCEL): State.CANCELLED,
    (State.SHIPPED, Event.DELIVER): State.DELIVERED,
}


class Order:
    def __init__(self, oid):
        self.oid = oid
        self.state = State.NEW
        self.history = [State.NEW.value]

    def fire(self, event):
        key = (self.state, event)
        if key not in TRANSITIONS:
            raise ValueError(f"order {self.oid}: cannot {event.value} when {self.state.value}")
        self.state = TRANSITIONS[key]
        self.history.append(self.state.value)
        return self.state


SCRIPTS = {
    1: ["pay", "ship", "deliver"],
    2: ["pay", "cancel"],
    3: ["ship"],
    4: ["cancel", "pay"],
}


def main():
    results = {}
    for oid, events in SCRIPTS.items():
        order = Order(oid)
        error = None
        for e in events:
            try:
                order.fire(Event(e))
            except ValueError as exc:
                error = str(exc)
                break
        results[oid] = {"final": order.state.value, "history": order.history, "error": error}
    with open("orders.json", "w") as fh:
        json.dump(results, fh, indent=2)
    for oid, r in results.items():
        print(oid, r["final"], r["error"] or "")


if __name__ == "__main__":
    main()
