// Physics helper with Greek-letter identifiers.
const π = Math.PI;
const g = 9.81;
function period(ℓ) { return 2 * π * Math.sqrt(ℓ / g); }
const Δt = 0.01;
let θ = 0.2, ω = 0;
for (let i = 0; i < 100; i++) { ω += -(g / 1) * Math.sin(θ) * Δt; θ += ω * Δt; }
console.log(period(1).toFixed(3), θ.toFixed(4), ω.toFixed(4));
